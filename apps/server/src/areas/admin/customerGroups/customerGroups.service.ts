import { type AdminCustomerGroup, type AdminCustomerGroupInput, adminCustomerGroupMessages } from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import * as repo from './customerGroups.repository';

export function customerGroupToApi(row: repo.CustomerGroupRow): AdminCustomerGroup {
  return { ...row, customer_count: Number(row.customer_count) };
}

export async function showCustomerGroup(db: Db, id: number): Promise<AdminCustomerGroup> {
  const row = await repo.findCustomerGroup(db, id);
  if (!row) throw notFound();
  return customerGroupToApi(row);
}

/** The folded name, refused when another group has it ('Çınar' and 'ÇINAR' are one name). */
async function checkedName(db: Db, input: AdminCustomerGroupInput, exceptId: number | null) {
  const search = foldTurkish(input.name);
  if (await repo.groupNameTaken(db, search, exceptId)) throw invalid('name', adminCustomerGroupMessages.nameTaken);
  return { name: input.name, search, at: nowIso() };
}

export async function createCustomerGroup(db: Db, actor: Actor, input: AdminCustomerGroupInput) {
  const values = await checkedName(db, input, null);
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertCustomerGroup(trx, values);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'customer_group',
      entityId: created,
      action: ACTION.create,
      before: null,
      after: { name: values.name },
    });
    return created;
  });
  return showCustomerGroup(db, id);
}

export async function updateCustomerGroup(db: Db, actor: Actor, id: number, input: AdminCustomerGroupInput) {
  const before = await showCustomerGroup(db, id);
  const values = await checkedName(db, input, id);
  await db.transaction().execute(async (trx) => {
    await repo.updateCustomerGroupRow(trx, id, values);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'customer_group',
      entityId: id,
      action: ACTION.update,
      before: { name: before.name },
      after: { name: values.name },
    });
  });
  return showCustomerGroup(db, id);
}

/** A group with customers stays: its customers would silently lose their group. */
export async function deleteCustomerGroup(db: Db, actor: Actor, id: number): Promise<void> {
  const before = await showCustomerGroup(db, id);
  if (await repo.groupHasCustomers(db, id)) throw invalid('id', adminCustomerGroupMessages.hasCustomers);
  await db.transaction().execute(async (trx) => {
    await repo.deleteCustomerGroupRow(trx, id);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'customer_group',
      entityId: id,
      action: ACTION.delete,
      before: { name: before.name },
      after: null,
    });
  });
}
