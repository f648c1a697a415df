import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';
import { createdId, type Json, journalBalance } from '../bankActivities/bankActivities.fixtures';

// Account transfers ('Virman') made on their own screen, the document a line booked as a transfer becomes.
describe.each(testDbKinds)('account transfers on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let t: Awaited<ReturnType<typeof createTwoTenants>>;
  let bankId: number;
  let safeId: number;
  let foreignBankId: number;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    apiCaller(app, '/expenses/transfers')(token, method, url, payload);

  const balance = (accountKind: string, accountId: number) => journalBalance(db, accountKind, accountId);

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    t = await createTwoTenants(app, db);
    const make = (token: string, url: string, payload: Json) => createdId(call, token, url, payload);
    bankId = await make(t.worker, `/clusters/${t.own.clusterId}/bank-accounts`, { name: 'Vakıfbank', is_active: true });
    safeId = await make(t.worker, `/clusters/${t.own.clusterId}/safes`, { name: 'Ofis Kasası', is_active: true });
    foreignBankId = await make(t.outsider, `/clusters/${t.other.clusterId}/bank-accounts`, {
      name: 'Başka Banka',
      is_active: true,
    });
  }, 60_000);
  afterAll(() => close());

  it('moves money from the safe to a bank account in one balanced transaction, and deleting it reverses it', async () => {
    const body = {
      cluster_id: t.own.clusterId,
      from_safe_id: safeId,
      to_bank_account_id: bankId,
      amount: 1234.56,
      transferred_on: '2024-04-01',
      description: 'Kasadan bankaya yatırılan',
    };
    const res = await call(t.worker, 'POST', '/account-transfers', body);
    expect(res.statusCode, res.body).toBe(201);
    const transfer = res.json().data;
    expect(transfer).toMatchObject({ amount: 1234.56, from_name: 'Ofis Kasası', to_name: 'Vakıfbank' });
    expect(await balance('safe', safeId)).toBe(-123456);
    expect(await balance('bank_account', bankId)).toBe(123456);

    const list = await call(t.worker, 'GET', `/clusters/${t.own.clusterId}/account-transfers`);
    expect(list.json()).toMatchObject({ meta: { total: 1, totals: { amount: 1234.56 } } });
    expect((await call(t.worker, 'GET', `/account-transfers/${transfer.id}`)).json()).toEqual({ data: transfer });
    expect((await call(t.outsider, 'GET', `/account-transfers/${transfer.id}`)).statusCode).toBe(404);
    expect((await call(t.outsider, 'DELETE', `/account-transfers/${transfer.id}`)).statusCode).toBe(404);

    const deleted = await call(t.worker, 'DELETE', `/account-transfers/${transfer.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await balance('safe', safeId)).toBe(0);
    expect(await balance('bank_account', bankId)).toBe(0);
    expect(await db.selectFrom('journal_transactions').select('id').where('kind', '=', 'transfer').execute()).toEqual(
      [],
    );
  });

  it('refuses a foreign account, the same account on both ends and a missing end with Turkish messages', async () => {
    const base = { cluster_id: t.own.clusterId, amount: 10, transferred_on: '2024-04-01', description: null };
    const refused = async (ends: Record<string, number>, field: string, message: string) => {
      const res = await call(t.worker, 'POST', '/account-transfers', { ...base, ...ends });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await refused({ from_safe_id: safeId, to_bank_account_id: foreignBankId }, 'to_bank_account_id', 'Öğe bulunamadı.');
    await refused(
      { from_bank_account_id: bankId, to_bank_account_id: bankId },
      'to_bank_account_id',
      'Virman aynı hesaba yapılamaz.',
    );
    await refused(
      { to_bank_account_id: bankId },
      'from_bank_account_id',
      'Çıkış yapılan banka hesabını veya kasayı seçin.',
    );
    const old = await call(t.worker, 'POST', '/account-transfers', {
      ...base,
      from_safe_id: safeId,
      to_bank_account_id: bankId,
      transferred_on: '1999-12-31',
    });
    expect(old.statusCode).toBe(422);
    const otherCluster = await call(t.outsider, 'POST', '/account-transfers', {
      ...base,
      from_safe_id: safeId,
      to_bank_account_id: bankId,
    });
    expect(otherCluster.statusCode).toBe(404);
    expect(await db.selectFrom('account_transfers').select('id').execute()).toEqual([]);
  });
});
