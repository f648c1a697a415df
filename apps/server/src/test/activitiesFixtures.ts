import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { type EntryInput, postTransaction } from '../accounting/journal';
import type { Db } from '../db/connection';
import { postId, type TestApp, useTestApp } from './apiTest';
import { apiCaller, createTwoTenants } from './fixtures';
import type { DbKind } from './testDb';

/** One side of a journal transaction, without its amount. */
type Line = Omit<EntryInput, 'amount'>;

/**
 * Two companies; in the first complex a house "A Blok 12" charged to Ayşe Çelik and a second house, a bank
 * account, a safe, a provider, an income and an expense type, and a journal over the first months of 2024.
 * House 12's lines (kuruş) in date order: +100000 (05.01), +100000 (05.02), −60000 (10.02), +100000 (05.03),
 * −150000 (20.03), so its balance runs 1000, 2000, 1400, 2400, 900 ₺. The 20.03 collection is posted
 * before the 05.03 assessment, so date order and id order differ.
 */
export async function seedJournal(app: FastifyInstance, db: Db) {
  const tenants = await createTwoTenants(app, db);
  const { own, other, worker, outsider } = tenants;
  const call = apiCaller(app);
  const c = `/clusters/${own.clusterId}`;
  const houseId = await postId(call, worker, `${c}/houses`, {
    block_id: own.blockId,
    type: 'house',
    door_number: '12',
  });
  const otherHouseId = await postId(call, worker, `${c}/houses`, {
    block_id: own.blockId,
    type: 'house',
    door_number: '14',
  });
  const residentId = await postId(call, worker, `${c}/residents`, { name: 'Ayşe Çelik' });
  const bankAccountId = await postId(call, worker, `${c}/bank-accounts`, { name: 'Ziraat Bankası Şişli' });
  const safeId = await postId(call, worker, `${c}/safes`, { name: 'Yönetim Kasası' });
  const providerId = await postId(call, worker, `${c}/cluster-providers`, {
    provider_type_id: 2,
    name: 'Güneş Temizlik',
    title: 'Güneş Temizlik Ltd. Şti.',
  });
  const incomeTypeId = await postId(call, worker, `${c}/income-types`, { name: 'Aidat' });
  const theirHouseId = await postId(call, outsider, `/clusters/${other.clusterId}/houses`, {
    block_id: other.blockId,
    type: 'house',
    door_number: '1',
  });

  const clusterId = own.clusterId;
  /** A transaction of two lines: `amount` kuruş on `first` (debit +, credit −) and its opposite on `second`. */
  const post = (kind: string, on: string, description: string, amount: number, first: Line, second: Line) =>
    postTransaction(db, {
      clusterId,
      kind,
      occurredOn: on,
      description,
      entries: [
        { ...first, amount },
        { ...second, amount: -amount },
      ],
    });
  const house12: Line = { accountKind: 'house', accountId: houseId, houseId, residentId };
  const income: Line = { accountKind: 'income_type', accountId: incomeTypeId };
  const assess = (on: string, due: string, description: string) =>
    post('assessment', on, description, 100000, { ...house12, dueOn: due }, income);
  const bank: Line = { accountKind: 'bank_account', accountId: bankAccountId };
  const collect = (on: string, amount: number) => post('collection', on, 'Banka tahsilatı', -amount, house12, bank);
  await assess('2024-01-05', '2024-01-31', 'Ocak aidatı');
  await assess('2024-02-05', '2024-02-29', 'Şubat aidatı');
  await collect('2024-02-10', 60000);
  await collect('2024-03-20', 150000);
  await assess('2024-03-05', '2024-03-31', 'Mart aidatı');
  // Ayşe's own account (no house) and a neighbour's charge that is none of hers.
  const ownAccount: Line = { accountKind: 'resident', accountId: residentId, residentId };
  await post('late_fee', '2024-03-25', 'Gecikme tazminatı', 2500, ownAccount, income);
  const otherHouse: Line = { accountKind: 'house', accountId: otherHouseId, houseId: otherHouseId };
  await post('assessment', '2024-02-05', 'Şubat aidatı', 100000, otherHouse, income);
  // The provider's invoice (we owe 500 ₺) and its partial payment from the safe.
  const provider: Line = { accountKind: 'provider', accountId: providerId };
  const expense: Line = { accountKind: 'expense_type', accountId: 1 };
  const safe: Line = { accountKind: 'safe', accountId: safeId };
  await post('invoice', '2024-02-01', 'Şubat temizlik faturası', 50000, expense, provider);
  await post('invoice_payment', '2024-02-15', 'Temizlik ödemesi', 20000, provider, safe);

  return {
    ...tenants,
    call,
    houseId,
    otherHouseId,
    residentId,
    bankAccountId,
    safeId,
    providerId,
    theirHouseId,
  };
}

/** A fresh app for the enclosing `describe` with `seedJournal`'s records; read its fields in hooks and tests only. */
export function useSeededJournal(kind: DbKind): TestApp & Awaited<ReturnType<typeof seedJournal>> {
  const context = useTestApp(kind) as TestApp & Awaited<ReturnType<typeof seedJournal>>;
  beforeAll(async () => {
    Object.assign(context, await seedJournal(context.app, context.db));
  });
  return context;
}
