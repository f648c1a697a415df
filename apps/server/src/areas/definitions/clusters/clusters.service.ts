import {
  CLUSTER_PERMISSION_NAMES,
  type Cluster,
  type ClusterInput,
  httpMessages,
  permissionsOfRoles,
} from '@site/shared';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { ClustersTable } from '../../../db/types';
import { assertClusterAccess, isCompanyAdmin } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { flagsToApi, flagsToRow } from '../../../http/defineResource';
import { deleteOrInUse, forbidden, invalid, notFound } from '../../../http/errors';
import { permissionsIn } from '../../../http/permissions';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { clusterCreated } from '../../../kernel/clusterCreated';
import { refreshHouseSearch } from '../../../kernel/searchText';
import {
  type ClusterPartTable,
  companyExists,
  deleteClusterPart,
  deleteClusterRows,
  findCluster,
  findClusterPart,
  getDashboard,
  grantCluster,
  hasClusterGrants,
  insertCluster,
  insertClusterPart,
  listClusterParts,
  renameClusterPart,
  updateClusterRow,
} from './clusters.repository';

const FLAGS = ['is_active', 'is_demo'] as const;
type Row = Record<string, unknown>;

/** A kind of part of a complex (its table) and the entity its action-log entries name. */
export type ClusterPartKind = { table: ClusterPartTable; entityType: 'block' | 'house_type' };

// The late fee rate is a percent in the API and basis points in the table (5 % = 500), so it stays exact.
const clusterToApi = ({ search: _s, late_fee_rate_bp, ...row }: Row): Cluster =>
  ({
    ...row,
    late_fee_rate: Number(late_fee_rate_bp) / 100,
    ...flagsToApi(row, FLAGS),
  }) as Cluster;

function clusterToRow({ late_fee_rate, ...input }: Row): Row {
  const row: Row = { ...input, ...flagsToRow(input, FLAGS) };
  if (late_fee_rate !== undefined) row.late_fee_rate_bp = Math.round(Number(late_fee_rate) * 100);
  if (typeof input.name === 'string') row.search = foldTurkish(`${input.name} ${input.title ?? ''}`);
  return row;
}

/** Creating or removing a complex belongs to the management company's administrators. */
function assertCompanyAdmin(auth: AuthContext, companyId: number): void {
  if (auth.isSuperadmin) return;
  if (!isCompanyAdmin(auth) || auth.user.company_id !== companyId) throw forbidden();
}

/** The complex, if the caller may see it (404 otherwise). */
async function visibleCluster(db: Db, auth: AuthContext, id: number) {
  assertClusterAccess(auth, id);
  const cluster = await findCluster(db, id);
  if (!cluster) throw notFound();
  return cluster;
}

async function clusterAnswer(db: Db, id: number): Promise<Cluster> {
  const cluster = await findCluster(db, id);
  if (!cluster) throw notFound();
  return clusterToApi(cluster);
}

export async function showCluster(db: Db, auth: AuthContext, id: number): Promise<Cluster> {
  return clusterToApi(await visibleCluster(db, auth, id));
}

export async function createCluster(db: Db, auth: AuthContext, actor: Actor, input: ClusterInput): Promise<Cluster> {
  assertCompanyAdmin(auth, input.company_id);
  if (!(await companyExists(db, input.company_id))) throw invalid('company_id', httpMessages.notFound);
  const id = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const values = { ...clusterToRow(input), created_at: now, updated_at: now };
    const id = await insertCluster(trx, values as Insertable<ClustersTable>);
    await clusterCreated(trx, id);
    // A worker who keeps a list of complexes gets the new one with what their roles bundle; one without a list
    // sees every complex of the company already.
    if (!auth.isSuperadmin && (await hasClusterGrants(trx, auth.user.id))) {
      const bundled = permissionsOfRoles(auth.roles).filter((p) => CLUSTER_PERMISSION_NAMES.includes(p));
      await grantCluster(trx, auth.user.id, id, bundled);
    }
    await logChange(trx, actor, {
      clusterId: id,
      entityType: 'cluster',
      entityId: id,
      action: ACTION.create,
      before: null,
      after: { id, ...values },
    });
    return id;
  });
  return clusterAnswer(db, id);
}

export async function updateCluster(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: Partial<ClusterInput>,
): Promise<Cluster> {
  const before = await visibleCluster(db, auth, id);
  // A complex stays with its company.
  const { company_id: _c, ...changes } = input;
  await db.transaction().execute(async (trx) => {
    const values = { ...clusterToRow(changes), updated_at: nowIso() };
    await updateClusterRow(trx, id, values as Updateable<ClustersTable>);
    await logChange(trx, actor, {
      clusterId: before.id,
      entityType: 'cluster',
      entityId: before.id,
      action: ACTION.update,
      before,
      after: { ...before, ...values },
    });
  });
  return clusterAnswer(db, id);
}

export async function deleteCluster(db: Db, auth: AuthContext, actor: Actor, id: number): Promise<void> {
  const before = await visibleCluster(db, auth, id);
  assertCompanyAdmin(auth, before.company_id);
  await deleteOrInUse(() =>
    db.transaction().execute(async (trx) => {
      await deleteClusterRows(trx, before.id);
      await logChange(trx, actor, {
        clusterId: null,
        entityType: 'cluster',
        entityId: before.id,
        action: ACTION.delete,
        before,
        after: null,
      });
    }),
  );
}

export async function clusterDashboard(db: Db, auth: AuthContext, id: number) {
  assertClusterAccess(auth, id);
  const figures = await getDashboard(db, id);
  if (!figures) throw notFound();
  return figures;
}

/** A complex's blocks or unit types, all on one page. */
export async function listParts(db: Db, auth: AuthContext, table: ClusterPartTable, clusterId: number) {
  assertClusterAccess(auth, clusterId);
  const rows = await listClusterParts(db, table, clusterId);
  return { data: rows, meta: { total: rows.length, current_page: 1, per_page: rows.length, last_page: 1 } };
}

export async function addPart(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  { table, entityType }: ClusterPartKind,
  clusterId: number,
  name: string,
) {
  assertClusterAccess(auth, clusterId);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const values = { cluster_id: clusterId, name, created_at: now, updated_at: now };
    const inserted = await insertClusterPart(trx, table, values);
    await logChange(trx, actor, {
      clusterId,
      entityType,
      entityId: inserted.id,
      action: ACTION.create,
      before: null,
      after: values,
    });
    return inserted;
  });
}

/** The block or unit type, if the caller may see its complex (404 otherwise). */
async function visiblePart(db: Db, auth: AuthContext, table: ClusterPartTable, id: number) {
  const row = await findClusterPart(db, table, id);
  if (!row) throw notFound();
  assertClusterAccess(auth, row.cluster_id);
  return row;
}

export async function renamePart(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  { table, entityType }: ClusterPartKind,
  id: number,
  name: string,
) {
  const before = await visiblePart(db, auth, table, id);
  await db.transaction().execute(async (trx) => {
    await renameClusterPart(trx, table, before.id, name, nowIso());
    // A block's houses are found by its name.
    if (table === 'blocks') await refreshHouseSearch(trx, { blockId: before.id });
    await logChange(trx, actor, {
      clusterId: before.cluster_id,
      entityType,
      entityId: before.id,
      action: ACTION.update,
      before,
      after: { ...before, name },
    });
  });
  return { id: before.id, cluster_id: before.cluster_id, name };
}

export async function removePart(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  { table, entityType }: ClusterPartKind,
  id: number,
) {
  const before = await visiblePart(db, auth, table, id);
  await deleteOrInUse(() =>
    db.transaction().execute(async (trx) => {
      await deleteClusterPart(trx, table, before.id);
      await logChange(trx, actor, {
        clusterId: before.cluster_id,
        entityType,
        entityId: before.id,
        action: ACTION.delete,
        before,
        after: null,
      });
    }),
  );
}

/** What the caller may do in a complex: the catalogue's permissions held there, and their company-wide ones. */
export function clusterPermissions(auth: AuthContext, clusterId: number): string[] {
  assertClusterAccess(auth, clusterId);
  return permissionsIn(auth, clusterId);
}
