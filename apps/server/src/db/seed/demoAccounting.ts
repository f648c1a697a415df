import { toKurus } from '@site/shared';
import { addDays, addMonths, periodOf } from '../../accounting/dates';
import { chargeLateFees } from '../../accounting/lateFeeCharges';
import { generatePeriodicalAssessments } from '../../areas/definitions';
import { createInvoice, createInvoicePayment } from '../../areas/expenses';
import { createCollection } from '../../areas/incomes';
import { nowIso } from '../../http/clock';
import type { Db } from '../connection';
import { foldTurkish, turkishSortKey } from '../turkish';

const MONTHLY_DUE_PER_HOUSE = 750;
const MONTHS = 6;

/**
 * Half a year of money in one demo complex, written through the same services the API uses: monthly
 * dues from a periodical assessment, most of them collected into the bank (some late, some not at all),
 * last months' late fees, and a supplier's monthly invoices, paid but the last. Dates follow today, so the
 * demo always looks current.
 */
export async function seedDemoAccounting(
  db: Db,
  clusterId: number,
  today: string,
  random: () => number,
): Promise<void> {
  const now = nowIso();
  const firstPeriod = periodOf(addMonths(`${periodOf(today)}-01`, -(MONTHS - 1)));
  const houses = await db.selectFrom('houses').select('id').where('cluster_id', '=', clusterId).execute();
  const aidat = await db
    .selectFrom('income_types')
    .select('id')
    .where('cluster_id', 'is', null)
    .where('name', '=', 'Aidat')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('periodical_assessments')
    .values({
      cluster_id: clusterId,
      name: 'Aylık Aidat',
      search: foldTurkish('Aylık Aidat'),
      name_sort: turkishSortKey('Aylık Aidat'),
      income_type_id: aidat.id,
      split_method: 'equal',
      amount: toKurus(MONTHLY_DUE_PER_HOUSE) * houses.length,
      starts_on: firstPeriod,
      due_day: 10,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await generatePeriodicalAssessments(db, today, clusterId);

  const bank = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('cluster_id', '=', clusterId)
    .executeTakeFirstOrThrow();
  const debts = await db
    .selectFrom('debts')
    .select(['id', 'house_id', 'resident_id', 'amount', 'due_on'])
    .where('cluster_id', '=', clusterId)
    .where('due_on', '<', today)
    .orderBy('due_on')
    .orderBy('id')
    .execute();
  // One house in ten never pays; the others pay each due, a few of them weeks late.
  const defaulters = new Set(houses.filter(() => random() < 0.1).map((h) => h.id));
  await db.transaction().execute(async (trx) => {
    for (const debt of debts) {
      if (debt.house_id === null || defaulters.has(debt.house_id) || random() < 0.08) continue;
      const paidOn = addDays(debt.due_on, random() < 0.2 ? 20 + Math.floor(random() * 25) : -Math.floor(random() * 8));
      if (paidOn > today) continue;
      await createCollection(trx, {
        clusterId,
        houseId: debt.house_id,
        residentId: debt.resident_id,
        bankAccountId: bank.id,
        safeId: null,
        amount: Number(debt.amount),
        collectedOn: paidOn,
        description: 'Aidat ödemesi',
        createdBy: null,
      });
    }
  });
  for (let m = MONTHS - 1; m >= 1; m--) {
    await chargeLateFees(db, clusterId, periodOf(addMonths(`${periodOf(today)}-01`, -m)), today, null);
  }

  const elevator = await db
    .selectFrom('expense_types')
    .select(['id', 'parent_id'])
    .where('cluster_id', 'is', null)
    .where('name', '=', 'Asansör Bakımı')
    .executeTakeFirstOrThrow();
  const { id: providerId } = await db
    .insertInto('cluster_providers')
    .values({
      cluster_id: clusterId,
      provider_type_id: 5,
      name: 'Ege Asansör',
      title: 'Ege Asansör Bakım Onarım Ltd. Şti.',
      email: 'muhasebe@egeasansor.com.tr',
      search: foldTurkish('Ege Asansör Ege Asansör Bakım Onarım Ltd. Şti.'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (let m = MONTHS - 1; m >= 0; m--) {
      const billedOn = addMonths(`${periodOf(today)}-01`, -m);
      if (billedOn > today) continue;
      const invoiceId = await createInvoice(
        trx,
        {
          cluster_id: clusterId,
          provider_id: providerId,
          billed_on: billedOn,
          last_payment_on: addDays(billedOn, 14),
          bill_no: `EGE${billedOn.slice(0, 7).replace('-', '')}`,
          utility_no: null,
          invoice_type_id: 2,
          payment_type_id: 1,
          description: 'Asansör bakımı',
          items: [
            {
              expense_type_id: elevator.parent_id ?? elevator.id,
              child_expense_type_id: elevator.parent_id ? elevator.id : null,
              description: 'Aylık periyodik bakım',
              amount: 2400,
            },
          ],
        },
        null,
      );
      if (m > 0) {
        await createInvoicePayment(trx, {
          clusterId,
          invoiceId,
          collectedOn: addDays(billedOn, 10),
          amount: toKurus(2400),
          bankAccountId: bank.id,
          safeId: null,
          description: null,
          createdBy: null,
        });
      }
    }
  });
}
