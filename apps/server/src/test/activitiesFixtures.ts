import type { FastifyInstance } from 'fastify';
import { postTransaction } from '../accounting/journal';
import type { Db } from '../db/connection';
import { postId } from './apiTest';
import { apiCaller, createTwoTenants } from './fixtures';

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
  const assess = (on: string, due: string, description: string) =>
    postTransaction(db, {
      clusterId,
      kind: 'assessment',
      occurredOn: on,
      description,
      entries: [
        { accountKind: 'house', accountId: houseId, houseId, residentId, amount: 100000, dueOn: due },
        { accountKind: 'income_type', accountId: incomeTypeId, amount: -100000 },
      ],
    });
  const collect = (on: string, amount: number) =>
    postTransaction(db, {
      clusterId,
      kind: 'collection',
      occurredOn: on,
      description: 'Banka tahsilatı',
      entries: [
        { accountKind: 'house', accountId: houseId, houseId, residentId, amount: -amount },
        { accountKind: 'bank_account', accountId: bankAccountId, amount },
      ],
    });
  await assess('2024-01-05', '2024-01-31', 'Ocak aidatı');
  await assess('2024-02-05', '2024-02-29', 'Şubat aidatı');
  await collect('2024-02-10', 60000);
  await collect('2024-03-20', 150000);
  await assess('2024-03-05', '2024-03-31', 'Mart aidatı');
  // Ayşe's own account (no house) and a neighbour's charge that is none of hers.
  await postTransaction(db, {
    clusterId,
    kind: 'late_fee',
    occurredOn: '2024-03-25',
    description: 'Gecikme tazminatı',
    entries: [
      { accountKind: 'resident', accountId: residentId, residentId, amount: 2500 },
      { accountKind: 'income_type', accountId: incomeTypeId, amount: -2500 },
    ],
  });
  await postTransaction(db, {
    clusterId,
    kind: 'assessment',
    occurredOn: '2024-02-05',
    description: 'Şubat aidatı',
    entries: [
      { accountKind: 'house', accountId: otherHouseId, houseId: otherHouseId, amount: 100000 },
      { accountKind: 'income_type', accountId: incomeTypeId, amount: -100000 },
    ],
  });
  // The provider's invoice (we owe 500 ₺) and its partial payment from the safe.
  await postTransaction(db, {
    clusterId,
    kind: 'invoice',
    occurredOn: '2024-02-01',
    description: 'Şubat temizlik faturası',
    entries: [
      { accountKind: 'expense_type', accountId: 1, amount: 50000 },
      { accountKind: 'provider', accountId: providerId, amount: -50000 },
    ],
  });
  await postTransaction(db, {
    clusterId,
    kind: 'invoice_payment',
    occurredOn: '2024-02-15',
    description: 'Temizlik ödemesi',
    entries: [
      { accountKind: 'provider', accountId: providerId, amount: 20000 },
      { accountKind: 'safe', accountId: safeId, amount: -20000 },
    ],
  });

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
