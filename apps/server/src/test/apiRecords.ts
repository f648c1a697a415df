import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/connection';
import { SUPERADMIN } from '../http/authContext';
import { systemTypeId } from './accountingFixtures';
import { type Call, type Json, postId } from './apiTest';
import { createWorker } from './fixtures';

/**
 * A house in the complex's block and a new resident linked to it as owner (house user type 1) from
 * `startsOn`, created through the API as a person would.
 */
export async function createHouseWithOwner(
  call: Call,
  token: string,
  cluster: { clusterId: number; blockId: number },
  house: { door: string; owner: string; startsOn: string },
) {
  const c = `/clusters/${cluster.clusterId}`;
  const houseId = await postId(call, token, `${c}/houses`, {
    block_id: cluster.blockId,
    type: 'house',
    door_number: house.door,
  });
  const ownerId = await postId(call, token, `${c}/residents`, { name: house.owner });
  await postId(call, token, '/house-users', {
    cluster_id: cluster.clusterId,
    house_id: houseId,
    resident_id: ownerId,
    house_user_type_id: 1,
    starts_on: house.startsOn,
  });
  return { houseId, ownerId };
}

/** The id of a system expense type by name (migration 0004 seeds 'Enerji Giderleri', 'Elektrik', 'Bakım Onarım' …). */
export const systemExpenseTypeId = (db: Db, name: string) => systemTypeId(db, 'expense_types', name);

export function createSupplier(
  call: Call,
  token: string,
  clusterId: number,
  supplier: { name: string; title: string; email?: string | null },
) {
  return postId(call, token, '/cluster-providers', { cluster_id: clusterId, provider_type_id: 5, ...supplier });
}

/** An expense invoice created through `POST /expense/invoices`; the test fails unless it answers 201. */
export async function createInvoice(call: Call, token: string, invoice: Json): Promise<Json & { id: number }> {
  const res = await call(token, 'POST', '/expense/invoices', invoice);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** A payment of an expense invoice; returns its id. */
export function payInvoice(call: Call, token: string, invoiceId: number, payment: Json) {
  return postId(call, token, `/expense/invoices/${invoiceId}/payments`, payment);
}

/** The body of a free assessment of one month: `amount` ₺ due on one house, owed by its owner (debitor type 1). */
export function freeAssessment(due: {
  clusterId: number;
  incomeTypeId: number;
  houseId: number;
  amount: number;
  startsOn: string;
  description: string;
}) {
  return {
    cluster_id: due.clusterId,
    assessment_type: 'free',
    income_type_id: due.incomeTypeId,
    split_method: null,
    debitor_type_id: 1,
    calculation_type_id: 1,
    include_empty: true,
    amount_type_id: 1,
    amount: null,
    house_amounts: [{ house_id: due.houseId, amount: due.amount }],
    starts_on: due.startsOn,
    months: 1,
    description: due.description,
  };
}

/** A user with the super administrator role and no complex of their own; returns a bearer token. */
export async function createSuperadmin(app: FastifyInstance, db: Db, user: { email: string; companyId: number }) {
  const token = await createWorker(app, db, { ...user, clusterIds: [], permissions: [] });
  const { id } = await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
  const role = await db.selectFrom('roles').select('id').where('name', '=', SUPERADMIN).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  return token;
}
