import type { CompanyUserClusters } from '@site/shared';
import { describe, expect, it } from 'vitest';
import {
  CLUSTER_PERMISSION_GROUPS,
  groupState,
  mayTick,
  payloadOf,
  selectionOf,
  withCluster,
  withPermissions,
} from './workerPermissions';

/** A manager with no list of complexes, edited by a caller who may give residents and houses only in complex 1. */
const answer: CompanyUserClusters = {
  clusters: [],
  bundle: ['edit-cluster', 'edit-resident', 'edit-house', 'edit-expense'],
  company_clusters: [
    { id: 1, name: 'Kardelen Sitesi', is_active: true, grantable: ['edit-resident', 'edit-house'] },
    { id: 2, name: 'Menekşe Sitesi', is_active: true, grantable: [] },
  ],
};

describe('the complexes checklist of a worker', () => {
  it('groups the complex permissions of the catalogue only', () => {
    const names = CLUSTER_PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.name));
    expect(names).toContain('edit-resident');
    expect(names).not.toContain('edit-worker');
    expect(names).not.toContain('edit-company');
    expect(CLUSTER_PERMISSION_GROUPS.map((g) => g.key)).not.toContain('workers');
  });

  it('pre-fills a chosen complex with the roles’ bundle, in catalogue order, and drops it when unticked', () => {
    const chosen = withCluster({}, answer, 1, true);
    expect(chosen).toEqual({ 1: ['edit-cluster', 'edit-resident', 'edit-house', 'edit-expense'] });
    expect(withCluster(chosen, answer, 1, false)).toEqual({});
  });

  it('lets the caller tick what they hold there, or what the worker already held', () => {
    expect(mayTick(answer, 1, 'edit-resident')).toBe(true);
    // Held before through the bundle (no list): may stay ticked though the caller cannot give it.
    expect(mayTick(answer, 2, 'edit-expense')).toBe(true);
    expect(mayTick(answer, 2, 'edit-budget')).toBe(false);
    const limited = {
      ...answer,
      clusters: [{ cluster_id: 1, cluster_name: 'Kardelen Sitesi', permissions: ['edit-house'] }],
    };
    expect(mayTick(limited, 2, 'edit-expense')).toBe(false);
    expect(mayTick(limited, 1, 'edit-expense')).toBe(false);
    expect(withCluster({}, limited, 1, true)).toEqual({ 1: ['edit-resident', 'edit-house'] });
  });

  it('ticks permissions and whole groups, and says how much of a group is ticked', () => {
    let selection = selectionOf({
      clusters: [{ cluster_id: 2, cluster_name: 'Menekşe Sitesi', permissions: ['edit-house'] }],
    });
    selection = withPermissions(selection, 2, ['edit-resident', 'edit-house'], true);
    expect(selection[2]).toEqual(['edit-resident', 'edit-house']);
    expect(groupState(selection[2], ['edit-resident', 'edit-house'])).toBe('all');
    selection = withPermissions(selection, 2, ['edit-house'], false);
    expect(groupState(selection[2], ['edit-resident', 'edit-house'])).toBe('some');
    expect(groupState([], ['edit-resident'])).toBe('none');
  });

  it('sends the chosen complexes in the company’s order; none chosen means all of them', () => {
    const selection = { 2: ['edit-house'], 1: [] };
    expect(payloadOf(selection, [1, 2])).toEqual({
      clusters: [
        { cluster_id: 1, permissions: [] },
        { cluster_id: 2, permissions: ['edit-house'] },
      ],
    });
    expect(payloadOf({}, [1, 2])).toEqual({ clusters: [] });
  });
});
