import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../../db/connection';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, type DbKind } from '../../../test/testDb';

// The complex of the accounting tests: houses with owners, a bank account, the dues income type.

export type Json = Record<string, unknown>;

export async function houseBalance(db: Db, houseId: number): Promise<number> {
  const row = await db
    .selectFrom('journal_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('b'))
    .where('account_kind', '=', 'house')
    .where('account_id', '=', houseId)
    .executeTakeFirstOrThrow();
  return Number(row.b);
}

/** Late-fee lines charged in a complex. */
export async function countFees(db: Db, clusterId: number): Promise<number> {
  const row = await db
    .selectFrom('debts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cluster_id', '=', clusterId)
    .where('kind', '=', 'late_fee')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type AccountingSetup = {
  app: FastifyInstance;
  db: Db;
  t: Awaited<ReturnType<typeof createTwoTenants>>;
  houses: Awaited<ReturnType<typeof createHousesWithOwners>>;
  bankId: number;
  aidat: number;
  call: (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Json,
  ) => ReturnType<ReturnType<typeof apiCaller>>;
  /** A general assessment of the complex: 1.000,00 ₺ of dues split by land share, due 31.01.2026. */
  general: (extra?: Json) => Json;
  /** A free assessment charging one house `amount` lira (otherwise as `general`). */
  free: (houseId: number, amount: number) => Json;
  /** A collection of 10,00 ₺ into the bank account for the first house, on 01.06.2026. */
  collection: (extra?: Json) => Json;
};

/**
 * A fresh app and database for the file's tests, filled in before they run and closed after: `houses`
 * houses with owners (100 unless told), the calls made from `pageUrl` (the general assessments page).
 */
export function useAccountingSetup(
  kind: DbKind,
  { houses = 100, pageUrl = '/assessments/general' }: { houses?: number; pageUrl?: string } = {},
): AccountingSetup {
  const setup = {} as AccountingSetup;
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestApp(kind);
    close = created.close;
    const { app, db } = created;
    const t = await createTwoTenants(app, db);
    Object.assign(setup, {
      app,
      db,
      t,
      houses: await createHousesWithOwners(db, t.own.clusterId, t.own.blockId, houses),
      bankId: await createBankAccount(db, t.own.clusterId),
      aidat: await incomeTypeId(db),
    });
    setup.call = (token, method, url, payload) => apiCaller(app, pageUrl)(token, method, url, payload);
    setup.general = (extra = {}) => ({
      cluster_id: t.own.clusterId,
      assessment_type: 'general',
      income_type_id: setup.aidat,
      split_method: 'land_share',
      debitor_type_id: 1,
      calculation_type_id: 1,
      include_empty: true,
      amount_type_id: 1,
      amount: 1000,
      starts_on: '2026-01-31',
      months: 1,
      description: 'Ocak aidatı',
      ...extra,
    });
    setup.free = (houseId, amount) => ({
      ...setup.general(),
      assessment_type: 'free',
      split_method: null,
      house_amounts: [{ house_id: houseId, amount }],
    });
    setup.collection = (extra = {}) => ({
      cluster_id: t.own.clusterId,
      house_id: setup.houses[0].id,
      bank_account_id: setup.bankId,
      amount: 10,
      collected_on: '2026-06-01',
      ...extra,
    });
  }, 120_000);
  afterAll(async () => close());
  return setup;
}
