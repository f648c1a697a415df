import { beforeAll, expect } from 'vitest';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import {
  createInvoice,
  createSupplier,
  freeAssessment,
  payInvoice,
  systemExpenseTypeId,
} from '../../../test/apiRecords';
import { type Json, postId, useTwoTenantsApp } from '../../../test/apiTest';
import type { DbKind } from '../../../test/testDb';

export const YEAR = 'date_from=2025-01-01&date_to=2025-12-31';

/**
 * A complex with a year (2025) of known activity, in lira:
 * - House A: dues 1000 due 30.06 and 400 due 15.11; 600 collected 10.07 (bank) pays the first; 300 collected
 *   05.01.2026 (after the year). House B: dues 800 due 20.10 and two months of 500 due 15.12 and 15.01.2026 (both
 *   booked 15.12); 700 collected 20.12 (safe) pays 700 of the 800. House C: 250 collected 20.12.2024 (bank) with
 *   nothing to pay, then dues 300 booked 28.02.2026 that it pays: at the year's end it is an advance.
 *   So at 31.12.2025: >90 days 400, 61–90 100, 31–60 400, 0–30 500, not due 500; open 1900, advance 250,
 *   journal receivables 1650.
 * - Invoices: Boğaziçi Elektrik 1200 electricity (10.03, 500 paid 15.07 from the bank) and 300 electricity
 *   (01.12, paid 22.12 from the safe); Asansör Bakım 900 maintenance + 100 electricity (05.06, unpaid) and 400
 *   maintenance billed 10.01.2026. Expenses of 2025: electricity 1600, maintenance 900; payables 700 and 1000.
 * - Cash: bank 250 + 600 − 500 = 350, safe 700 − 300 = 400.
 * - Enforcement cases: one open (1400 left), one closed 01.11.2025, one opened in 2026.
 * - An approved budget '2025 İşletme Projesi' (01–12.2025): electricity 1200, maintenance 1200 (100 a month).
 */
export function useReportsApp(kind: DbKind) {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/reports/cluster/audit' });
  const ids = {
    bankId: 0,
    safeId: 0,
    elektrik: 0,
    asansor: 0,
    energy: 0,
    electricity: 0,
    maintenance: 0,
    incomeType: 0,
    budgetId: 0,
    theirProvider: 0,
    theirBudget: 0,
  };
  beforeAll(async () => {
    const own = t.own.clusterId;
    const c = `/clusters/${own}`;
    const [a, b, cHouse] = await createHousesWithOwners(t.db, own, t.own.blockId, 3);
    ids.bankId = await createBankAccount(t.db, own, 'Ziraat Bankası');
    ids.safeId = await postId(t.call, t.worker, `${c}/safes`, { name: 'Yönetim Kasası' });
    ids.incomeType = await incomeTypeId(t.db);
    const dues = async (house: { id: number }, amount: number, startsOn: string, months = 1) => {
      const body = {
        ...freeAssessment({
          clusterId: own,
          incomeTypeId: ids.incomeType,
          houseId: house.id,
          amount,
          startsOn,
          description: 'Aidat',
        }),
        months,
      };
      const res = await t.call(t.worker, 'POST', '/assessments', body);
      expect(res.statusCode, res.body).toBe(201);
    };
    const collect = async (house: { id: number; ownerId: number }, amount: number, on: string, place: Json) => {
      const res = await t.call(t.worker, 'POST', `${c}/collections`, {
        house_id: house.id,
        resident_id: house.ownerId,
        amount,
        collected_on: on,
        description: null,
        ...place,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const bank = { bank_account_id: ids.bankId };
    const safe = { safe_id: ids.safeId };
    await collect(cHouse, 250, '2024-12-20', bank);
    await dues(a, 1000, '2025-06-30');
    await dues(a, 400, '2025-11-15');
    await dues(b, 800, '2025-10-20');
    await dues(b, 500, '2025-12-15', 2);
    await collect(a, 600, '2025-07-10', bank);
    await collect(b, 700, '2025-12-20', safe);
    await collect(a, 300, '2026-01-05', bank);
    await dues(cHouse, 300, '2026-02-28');

    ids.elektrik = await createSupplier(t.call, t.worker, own, { name: 'Boğaziçi Elektrik', title: 'Boğaziçi A.Ş.' });
    ids.asansor = await createSupplier(t.call, t.worker, own, { name: 'Asansör Bakım', title: 'Asansör Ltd.' });
    ids.energy = await systemExpenseTypeId(t.db, 'Enerji Giderleri');
    ids.electricity = await systemExpenseTypeId(t.db, 'Elektrik');
    ids.maintenance = await systemExpenseTypeId(t.db, 'Bakım Onarım');
    const invoice = (provider: number, billed_on: string, bill_no: string, items: Json[]) =>
      createInvoice(t.call, t.worker, {
        cluster_id: own,
        provider_id: provider,
        billed_on,
        last_payment_on: billed_on,
        bill_no,
        invoice_type_id: 2,
        payment_type_id: 1,
        items: items.map((i) => ({ child_expense_type_id: null, description: `Kalem ${bill_no}`, ...i })),
      });
    const power = (amount: number) => ({ expense_type_id: ids.energy, child_expense_type_id: ids.electricity, amount });
    const repair = (amount: number) => ({ expense_type_id: ids.maintenance, amount });
    const march = await invoice(ids.elektrik, '2025-03-10', 'E-1', [power(1200)]);
    await payInvoice(t.call, t.worker, march.id, {
      collected_on: '2025-07-15',
      amount: 500,
      bank_account_id: ids.bankId,
    });
    await invoice(ids.asansor, '2025-06-05', 'A-1', [repair(900), power(100)]);
    const december = await invoice(ids.elektrik, '2025-12-01', 'E-2', [power(300)]);
    await payInvoice(t.call, t.worker, december.id, { collected_on: '2025-12-22', amount: 300, safe_id: ids.safeId });
    await invoice(ids.asansor, '2026-01-10', 'A-2', [repair(400)]);

    const enforcement = async (issued_on: string, left: number, extra: Json = {}) =>
      postId(t.call, t.worker, `${c}/enforcements`, {
        resident_id: a.ownerId,
        file_no: `${issued_on}/1 E.`,
        amount: left,
        left_amount: left,
        issued_on,
        ...extra,
      });
    await enforcement('2025-09-01', 1400);
    await enforcement('2025-02-01', 900, { is_closed: true, closed_on: '2025-11-01' });
    await enforcement('2026-02-01', 5000);

    ids.budgetId = await postId(t.call, t.worker, `${c}/budgets`, {
      name: '2025 İşletme Projesi',
      starts_on: '2025-01',
      distribution_type_id: 1,
      lines: [
        { expense_type_id: ids.electricity, amount: 1200 },
        { expense_type_id: ids.maintenance, amount: 1200 },
      ],
    });
    const approved = await t.call(t.worker, 'POST', `/budgets/${ids.budgetId}/approve`, {
      approved_on: '2025-01-10',
      decision_no: '2025/1',
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const their = `/clusters/${t.other.clusterId}`;
    ids.theirProvider = await createSupplier(t.call, t.outsider, t.other.clusterId, {
      name: 'Başka Firma',
      title: 'Başka',
    });
    ids.theirBudget = await postId(t.call, t.outsider, `${their}/budgets`, {
      name: 'Başka Bütçe',
      starts_on: '2025-01',
      distribution_type_id: 1,
      lines: [{ expense_type_id: ids.maintenance, amount: 100 }],
    });
  }, 120_000);
  const get = async (path: string, token = t.worker) => {
    const res = await t.call(token, 'GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Json & Json[]; meta: Json };
  };
  return { t, ids, get };
}
