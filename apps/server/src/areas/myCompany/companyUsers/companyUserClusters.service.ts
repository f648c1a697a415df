import {
  CLUSTER_PERMISSION_NAMES,
  type CompanyUserClusters,
  type CompanyUserClustersInput,
  companyUserMessages,
  foreignReferenceMessage,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { forbidden, invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { roleNamesOf } from '../../../kernel/userAccounts';
import * as repo from './companyUsers.repository';
import { assertMayGiveGrants, clusterBundle, effectiveGrants, grantableIn } from './companyUsers.rules';
import { visibleWorker } from './companyUsers.service';

// A worker's complexes (the form's #clusters tab): the complexes they are limited to and what they may do in each.

const parsed = (rows: { cluster_id: number; cluster_name: string; permissions: string }[]) =>
  rows.map((r) => ({ cluster_id: r.cluster_id, cluster_name: r.cluster_name, permissions: JSON.parse(r.permissions) }));

/**
 * The worker's own list of complexes (empty: all of their company's, with their roles' bundle), that bundle,
 * and every complex of their company with what the caller may give there.
 */
export async function getCompanyUserClusters(db: Db, auth: AuthContext, id: number): Promise<CompanyUserClusters> {
  const worker = await visibleWorker(db, auth, id);
  const [rows, roles, clusters] = await Promise.all([
    repo.clusterRowsOf(db, id),
    roleNamesOf(db, id),
    repo.companyClusters(db, worker.company_id),
  ]);
  return {
    clusters: parsed(rows),
    bundle: clusterBundle(roles),
    company_clusters: clusters.map((c) => ({
      id: c.id,
      name: c.name,
      is_active: c.is_active === 1,
      grantable: grantableIn(auth, c.id),
    })),
  };
}

/**
 * Replaces the worker's list of complexes. Every complex must be their company's (else a 422 that names none);
 * each gained permission must be one the caller holds in that complex (else a 403); nobody changes their own.
 */
export async function setCompanyUserClusters(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: CompanyUserClustersInput,
): Promise<CompanyUserClusters> {
  const worker = await visibleWorker(db, auth, id);
  if (!auth.isSuperadmin && id === auth.user.id) throw forbidden();
  const ids = input.clusters.map((c) => c.cluster_id);
  if (new Set(ids).size !== ids.length) throw invalid('clusters', companyUserMessages.duplicateCluster);
  const companyIds = (await repo.companyClusters(db, worker.company_id)).map((c) => c.id);
  if (ids.some((clusterId) => !companyIds.includes(clusterId))) throw invalid('clusters', foreignReferenceMessage);

  // Stored in catalogue order, each once.
  const next = input.clusters.map((c) => ({
    cluster_id: c.cluster_id,
    permissions: CLUSTER_PERMISSION_NAMES.filter((p) => c.permissions.includes(p)),
  }));
  const [rows, roles] = await Promise.all([repo.clusterRowsOf(db, id), roleNamesOf(db, id)]);
  const before = parsed(rows);
  assertMayGiveGrants(auth, effectiveGrants(companyIds, before, roles), effectiveGrants(companyIds, next, roles));

  await db.transaction().execute(async (trx) => {
    await repo.replaceClusterRows(trx, id, next);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'user',
      entityId: id,
      action: ACTION.update,
      before: { clusters: before.map(({ cluster_id, permissions }) => ({ cluster_id, permissions })) },
      after: { clusters: next },
    });
  });
  return getCompanyUserClusters(db, auth, id);
}
