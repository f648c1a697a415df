import {
  type AdminClusterPick,
  type AdminCustomerCluster,
  type AdminCustomerClusterInput,
  adminCustomerClusterMessages,
  foreignReferenceMessage,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import * as repo from './customerClusters.repository';

export function customerClusterToApi(row: repo.CustomerClusterRow): AdminCustomerCluster {
  return {
    ...row,
    cluster_is_active: Number(row.cluster_is_active) === 1,
    is_active: Number(row.is_active) === 1,
    house_count: Number(row.house_count),
  };
}

export function clusterPickToApi(row: repo.ClusterPickRow): AdminClusterPick {
  return { ...row, is_active: Number(row.is_active) === 1, house_count: Number(row.house_count) };
}

export async function showCustomerCluster(db: Db, id: number): Promise<AdminCustomerCluster> {
  const row = await repo.findCustomerCluster(db, todayInTurkey(), id);
  if (!row) throw notFound();
  return customerClusterToApi(row);
}

const logged = (link: { customer_id: number; cluster_id: number; starts_on: string; ends_on: string | null }) => ({
  customer_id: link.customer_id,
  cluster_id: link.cluster_id,
  starts_on: link.starts_on,
  ends_on: link.ends_on,
});

/**
 * The rules of a link before it is written: the customer and the complex exist, and no customer (this one
 * included) holds the complex over an overlapping period. Runs inside the write's transaction, the complex locked.
 */
async function checkLink(trx: Db, input: AdminCustomerClusterInput, exceptId: number | null): Promise<void> {
  if (!(await repo.customerExists(trx, input.customer_id))) throw invalid('customer_id', foreignReferenceMessage);
  if (!(await repo.clusterExists(trx, input.cluster_id))) throw invalid('cluster_id', foreignReferenceMessage);
  await repo.lockCluster(trx, input.cluster_id);
  const [holder] = await repo.overlappingLinks(trx, input.cluster_id, input.starts_on, input.ends_on ?? null, exceptId);
  if (holder) {
    throw invalid('cluster_id', adminCustomerClusterMessages.taken(holder.name, holder.starts_on, holder.ends_on));
  }
}

const valuesOf = (input: AdminCustomerClusterInput) => ({
  customer_id: input.customer_id,
  cluster_id: input.cluster_id,
  starts_on: input.starts_on,
  ends_on: input.ends_on ?? null,
});

export async function createCustomerCluster(
  db: Db,
  actor: Actor,
  input: AdminCustomerClusterInput,
): Promise<AdminCustomerCluster> {
  const id = await db.transaction().execute(async (trx) => {
    await checkLink(trx, input, null);
    const values = valuesOf(input);
    const created = await repo.insertCustomerCluster(trx, values, nowIso());
    await logChange(trx, actor, {
      clusterId: values.cluster_id,
      entityType: 'customer_cluster',
      entityId: created,
      action: ACTION.create,
      before: null,
      after: logged(values),
    });
    return created;
  });
  return showCustomerCluster(db, id);
}

export async function updateCustomerCluster(
  db: Db,
  actor: Actor,
  id: number,
  input: AdminCustomerClusterInput,
): Promise<AdminCustomerCluster> {
  const before = await showCustomerCluster(db, id);
  await db.transaction().execute(async (trx) => {
    await checkLink(trx, input, id);
    const values = valuesOf(input);
    await repo.updateCustomerCluster(trx, id, values, nowIso());
    await logChange(trx, actor, {
      clusterId: values.cluster_id,
      entityType: 'customer_cluster',
      entityId: id,
      action: ACTION.update,
      before: logged(before),
      after: logged(values),
    });
  });
  return showCustomerCluster(db, id);
}

export async function deleteCustomerCluster(db: Db, actor: Actor, id: number): Promise<void> {
  const before = await showCustomerCluster(db, id);
  await db.transaction().execute(async (trx) => {
    await repo.deleteCustomerCluster(trx, id);
    await logChange(trx, actor, {
      clusterId: before.cluster_id,
      entityType: 'customer_cluster',
      entityId: id,
      action: ACTION.delete,
      before: logged(before),
      after: null,
    });
  });
}
