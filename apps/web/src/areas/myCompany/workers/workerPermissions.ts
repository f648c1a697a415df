import { CLUSTER_PERMISSION_NAMES, type CompanyUserClusters, PERMISSION_GROUPS } from '@site/shared';

// The checklist of a worker's complexes tab: which complexes they are limited to and what they may do in each.

/** The catalogue's groups that hold complex permissions, with only those (company-wide ones come from roles). */
export const CLUSTER_PERMISSION_GROUPS = PERMISSION_GROUPS.map((group) => ({
  key: group.key,
  label: group.label,
  permissions: group.permissions.filter((p) => p.scope === 'cluster').map((p) => ({ name: p.name, label: p.label })),
})).filter((group) => group.permissions.length > 0);

/** Complex id → the permissions chosen there. No entry: the complex is not chosen. */
export type Selection = Record<number, string[]>;

/** In catalogue order, each once. */
const ordered = (names: Iterable<string>) => {
  const set = new Set(names);
  return (CLUSTER_PERMISSION_NAMES as string[]).filter((name) => set.has(name));
};

/** The worker's list as the server answers it. */
export function selectionOf(answer: Pick<CompanyUserClusters, 'clusters'>): Selection {
  return Object.fromEntries(answer.clusters.map((c) => [c.cluster_id, ordered(c.permissions)]));
}

/** What the worker holds in a complex as saved: their list's permissions there, or with no list their bundle. */
export function heldBefore(answer: Pick<CompanyUserClusters, 'clusters' | 'bundle'>, clusterId: number): string[] {
  if (!answer.clusters.length) return answer.bundle;
  return answer.clusters.find((c) => c.cluster_id === clusterId)?.permissions ?? [];
}

/** Whether the caller may tick a permission in a complex: they hold it there, or the worker already had it. */
export function mayTick(answer: CompanyUserClusters, clusterId: number, permission: string): boolean {
  const grantable = answer.company_clusters.find((c) => c.id === clusterId)?.grantable ?? [];
  return grantable.includes(permission) || heldBefore(answer, clusterId).includes(permission);
}

/** Chooses a complex, pre-filled with the roles' bundle (what the caller may give of it), or leaves it out. */
export function withCluster(selection: Selection, answer: CompanyUserClusters, clusterId: number, chosen: boolean) {
  const next = { ...selection };
  if (chosen) next[clusterId] = ordered(answer.bundle.filter((p) => mayTick(answer, clusterId, p)));
  else delete next[clusterId];
  return next;
}

/** Ticks or unticks permissions in a chosen complex. */
export function withPermissions(selection: Selection, clusterId: number, names: string[], ticked: boolean): Selection {
  const current = selection[clusterId] ?? [];
  const permissions = ticked ? ordered([...current, ...names]) : current.filter((p) => !names.includes(p));
  return { ...selection, [clusterId]: permissions };
}

/** How much of a group is ticked: for the group's own checkbox (all, none, or in between). */
export function groupState(ticked: readonly string[], names: readonly string[]): 'all' | 'some' | 'none' {
  const count = names.filter((name) => ticked.includes(name)).length;
  return count === 0 ? 'none' : count === names.length ? 'all' : 'some';
}

/** The body of `PUT /company-users/{id}/clusters`, the complexes in the company's order. */
export function payloadOf(selection: Selection, companyClusterIds: readonly number[]) {
  return {
    clusters: companyClusterIds
      .filter((id) => selection[id] !== undefined)
      .map((id) => ({ cluster_id: id, permissions: selection[id] })),
  };
}
