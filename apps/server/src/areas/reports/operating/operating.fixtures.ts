import { expect } from 'vitest';
import { createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import {
  createInvoice,
  createSupplier,
  freeAssessment,
  payInvoice,
  systemExpenseTypeId,
} from '../../../test/apiRecords';
import { type Json, postId, type TestApp, type TwoTenants } from '../../../test/apiTest';

export const PERIOD = 'date_from=2026-02-01&date_to=2026-04-30';

/**
 * A complex with a known quarter (February–April 2026) and a January before it, built through the API:
 * - dues: Aidat 1.000 on house 1 in January; Aidat 1.000 on houses 1 and 2 in February; Yakıt Avansı 500,50 on
 *   house 2 in March;
 * - collections: house 1 pays 1.500 into the bank on 5 Feb (the January due, then 500 of February's); house 2
 *   pays 1.800,25 into the safe on 10 Mar (February's Aidat, March's Yakıt Avansı, 299,75 left as credit);
 * - other income: Otopark Kirası 250 into the bank on 3 Apr;
 * - a refund of 100 to house 2 from the safe on 20 Apr (out of its credit);
 * - an invoice of 5 Mar: Elektrik (under Enerji Giderleri) 600 and Bakım Onarım 400, paid 333,33 from the bank on
 *   20 Mar and 100 from the safe on 10 Apr; an invoice of 10 Jan (Bakım Onarım 300) paid from the bank on 10 Feb;
 * - a transfer of 500 from the safe to the bank on 1 Apr.
 */
export async function buildQuarter(t: TestApp & TwoTenants) {
  const c = t.own.clusterId;
  const ok = (url: string, payload: Json) => postId(t.call, t.worker, url, payload);
  const bank = await ok(`/clusters/${c}/bank-accounts`, { name: 'Ziraat Bankası Moda' });
  const safe = await ok(`/clusters/${c}/safes`, { name: 'Yönetim Kasası' });
  const [h1, h2] = await createHousesWithOwners(t.db, c, t.own.blockId, 2);
  const aidat = await incomeTypeId(t.db, 'Aidat');
  const fuel = await incomeTypeId(t.db, 'Yakıt Avansı');
  const due = async (houseId: number, incomeType: number, amount: number, startsOn: string) => {
    const res = await t.call(
      t.worker,
      'POST',
      '/assessments',
      freeAssessment({ clusterId: c, incomeTypeId: incomeType, houseId, amount, startsOn, description: 'Borç' }),
    );
    expect(res.statusCode, res.body).toBe(201);
  };
  await due(h1.id, aidat, 1000, '2026-01-15');
  await due(h1.id, aidat, 1000, '2026-02-15');
  await due(h2.id, aidat, 1000, '2026-02-15');
  await due(h2.id, fuel, 500.5, '2026-03-15');
  await ok('/collections', {
    cluster_id: c,
    house_id: h1.id,
    resident_id: h1.ownerId,
    bank_account_id: bank,
    amount: 1500,
    collected_on: '2026-02-05',
  });
  const credit = await ok('/collections', {
    cluster_id: c,
    house_id: h2.id,
    resident_id: h2.ownerId,
    safe_id: safe,
    amount: 1800.25,
    collected_on: '2026-03-10',
  });
  const parking = await ok(`/clusters/${c}/other-incomes`, { name: 'Otopark Kirası' });
  await ok(`/clusters/${c}/other-income-records`, {
    other_income_id: parking,
    bank_account_id: bank,
    amount: 250,
    collected_on: '2026-04-03',
  });
  const refund = await t.call(t.worker, 'POST', '/expense/other-expenses', {
    cluster_id: c,
    house_id: h2.id,
    resident_id: h2.ownerId,
    amount: 100,
    spent_on: '2026-04-20',
    safe_id: safe,
    collection_id: credit,
  });
  expect(refund.statusCode, refund.body).toBeLessThan(300);
  const provider = await createSupplier(t.call, t.worker, c, { name: 'Boğaziçi Elektrik', title: 'Boğaziçi A.Ş.' });
  const energy = await systemExpenseTypeId(t.db, 'Enerji Giderleri');
  const electricity = await systemExpenseTypeId(t.db, 'Elektrik');
  const repair = await systemExpenseTypeId(t.db, 'Bakım Onarım');
  const invoice = (billedOn: string, items: Json[]) =>
    createInvoice(t.call, t.worker, {
      cluster_id: c,
      provider_id: provider,
      billed_on: billedOn,
      last_payment_on: billedOn,
      invoice_type_id: 2,
      payment_type_id: 1,
      items,
    });
  const march = await invoice('2026-03-05', [
    { expense_type_id: energy, child_expense_type_id: electricity, amount: 600 },
    { expense_type_id: repair, child_expense_type_id: null, amount: 400 },
  ]);
  const january = await invoice('2026-01-10', [{ expense_type_id: repair, child_expense_type_id: null, amount: 300 }]);
  await payInvoice(t.call, t.worker, march.id, { collected_on: '2026-03-20', amount: 333.33, bank_account_id: bank });
  await payInvoice(t.call, t.worker, march.id, { collected_on: '2026-04-10', amount: 100, safe_id: safe });
  await payInvoice(t.call, t.worker, january.id, { collected_on: '2026-02-10', amount: 300, bank_account_id: bank });
  await ok('/account-transfers', {
    cluster_id: c,
    from_safe_id: safe,
    to_bank_account_id: bank,
    amount: 500,
    transferred_on: '2026-04-01',
  });
  return { bank, safe, aidat, fuel, parking, energy, electricity, repair };
}
