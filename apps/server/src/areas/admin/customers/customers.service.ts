import {
  type AdminCustomer,
  type AdminCustomerInput,
  adminCustomerMessages,
  foreignReferenceMessage,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import * as repo from './customers.repository';

export function customerToApi(row: repo.CustomerRow): AdminCustomer {
  return {
    ...row,
    is_active: row.is_active === 1,
    active_product_count: Number(row.active_product_count),
    cluster_count: Number(row.cluster_count),
  };
}

export async function showCustomer(db: Db, id: number): Promise<AdminCustomer> {
  const row = await repo.findCustomer(db, id, todayInTurkey());
  if (!row) throw notFound();
  return customerToApi(row);
}

/** The folded text the list searches: name, title, tax number and e-mail. */
const searchOf = (input: AdminCustomerInput) =>
  foldTurkish([input.name, input.title, input.tax_number, input.email].filter(Boolean).join(' '));

/**
 * The payload's references checked (spec §3): the group exists; the company is a management company that no
 * other customer has; the authorized user is a user of that company. Each refusal is a 422 on its field.
 */
async function checkedValues(
  db: Db,
  input: AdminCustomerInput,
  exceptId: number | null,
  isActive: boolean,
): Promise<repo.CustomerValues> {
  const groupId = input.customer_group_id ?? null;
  if (groupId !== null && !(await repo.customerGroupExists(db, groupId)))
    throw invalid('customer_group_id', foreignReferenceMessage);
  const companyId = input.company_id ?? null;
  if (companyId !== null) {
    const company = await repo.companyTypeOf(db, companyId);
    if (!company) throw invalid('company_id', foreignReferenceMessage);
    if (!repo.isManagementCompany(company.company_type_id))
      throw invalid('company_id', adminCustomerMessages.notManagementCompany);
    if (await repo.companyTakenByOther(db, companyId, exceptId))
      throw invalid('company_id', adminCustomerMessages.companyTaken);
  }
  const userId = input.authorized_user_id ?? null;
  if (userId !== null) {
    const user = await repo.userCompanyOf(db, userId);
    if (!user) throw invalid('authorized_user_id', foreignReferenceMessage);
    if (companyId === null || user.company_id !== companyId)
      throw invalid('authorized_user_id', adminCustomerMessages.authorizedUserOutsideCompany);
  }
  return {
    name: input.name,
    title: input.title || null,
    tax_number: input.tax_number ?? null,
    tax_office: input.tax_office || null,
    email: input.email ? input.email.toLowerCase() : null,
    phone: input.phone ?? null,
    address: input.address || null,
    iban: input.iban ?? null,
    customer_group_id: groupId,
    company_id: companyId,
    authorized_user_id: userId,
    is_active: isActive ? 1 : 0,
    search: searchOf(input),
  };
}

/** What the action log keeps of a customer. */
const logged = ({ search: _search, ...values }: repo.CustomerValues): Record<string, unknown> => ({
  ...values,
  is_active: values.is_active === 1,
});

const loggedCustomer = (c: AdminCustomer): Record<string, unknown> => ({
  name: c.name,
  title: c.title,
  tax_number: c.tax_number,
  tax_office: c.tax_office,
  email: c.email,
  phone: c.phone,
  address: c.address,
  iban: c.iban,
  customer_group_id: c.customer_group_id,
  company_id: c.company_id,
  authorized_user_id: c.authorized_user_id,
  is_active: c.is_active,
});

export async function createCustomer(db: Db, actor: Actor, input: AdminCustomerInput): Promise<AdminCustomer> {
  const values = await checkedValues(db, input, null, input.is_active ?? true);
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertCustomer(trx, { ...values, created_at: now, updated_at: now });
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'customer',
      entityId: created,
      action: ACTION.create,
      before: null,
      after: logged(values),
    });
    return created;
  });
  return showCustomer(db, id);
}

export async function updateCustomer(
  db: Db,
  actor: Actor,
  id: number,
  input: AdminCustomerInput,
): Promise<AdminCustomer> {
  const before = await showCustomer(db, id);
  const values = await checkedValues(db, input, id, input.is_active ?? before.is_active);
  await db.transaction().execute(async (trx) => {
    await repo.updateCustomerRow(trx, id, { ...values, updated_at: nowIso() });
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'customer',
      entityId: id,
      action: ACTION.update,
      before: loggedCustomer(before),
      after: logged(values),
    });
  });
  return showCustomer(db, id);
}

/** A customer with invoices or payments stays: deleting it would erase its billing history. */
export async function deleteCustomer(db: Db, actor: Actor, id: number): Promise<void> {
  const before = await showCustomer(db, id);
  if (await repo.customerHasBilling(db, id)) throw invalid('id', adminCustomerMessages.hasBilling);
  await db.transaction().execute(async (trx) => {
    await repo.deleteCustomerRow(trx, id);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'customer',
      entityId: id,
      action: ACTION.delete,
      before: loggedCustomer(before),
      after: null,
    });
  });
}
