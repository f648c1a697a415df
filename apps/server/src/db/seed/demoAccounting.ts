import { toKurus } from '@site/shared';
import { addDays, addMonths, periodOf } from '../../accounting/dates';
import { chargeLateFees } from '../../accounting/lateFeeCharges';
import { approveBudget, createBudget, findBudget } from '../../areas/budget';
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
 * last months' late fees, three suppliers' monthly invoices (elevator, electricity, outsourced staff), paid but the
 * last, and this year's operating budget approved by the meeting. Dates follow today, so the demo always
 * looks current.
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

  const monthlyInvoices: { name: string; title: string; type: string; bill: string; amounts: (m: number) => number }[] =
    [
      {
        name: 'Ege Asansör',
        title: 'Ege Asansör Bakım Onarım Ltd. Şti.',
        type: 'Asansör Bakımı',
        bill: 'EGE',
        amounts: () => 2400,
      },
      {
        name: 'Başkent Elektrik',
        title: 'Başkent Elektrik Perakende Satış A.Ş.',
        type: 'Elektrik',
        bill: 'BEP',
        amounts: (m) => [9840.6, 11230.15, 10415.9, 8720.35, 7950.8, 8610.45][m % 6] ?? 9000,
      },
      {
        name: 'Güven Personel',
        title: 'Güven Personel ve Tesis Hizmetleri Ltd. Şti.',
        type: 'Maaş',
        bill: 'GVN',
        amounts: () => 15000,
      },
    ];
  const typeIds = new Map<string, number>();
  for (const supplier of monthlyInvoices) {
    const type = await db
      .selectFrom('expense_types')
      .select(['id', 'parent_id'])
      .where('cluster_id', 'is', null)
      .where('name', '=', supplier.type)
      .executeTakeFirst();
    if (!type) continue;
    const { id: providerId } = await db
      .insertInto('cluster_providers')
      .values({
        cluster_id: clusterId,
        provider_type_id: 5,
        name: supplier.name,
        title: supplier.title,
        email: `muhasebe@${foldTurkish(supplier.name).replace(/[^a-z]/g, '')}.com.tr`,
        search: foldTurkish(`${supplier.name} ${supplier.title}`),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expenseTypeId = type.parent_id ?? type.id;
    typeIds.set(supplier.type, expenseTypeId);
    await db.transaction().execute(async (trx) => {
      for (let m = MONTHS - 1; m >= 0; m--) {
        const billedOn = addMonths(`${periodOf(today)}-01`, -m);
        if (billedOn > today) continue;
        const amount = supplier.amounts(m);
        const invoiceId = await createInvoice(
          trx,
          {
            cluster_id: clusterId,
            provider_id: providerId,
            billed_on: billedOn,
            last_payment_on: addDays(billedOn, 14),
            bill_no: `${supplier.bill}${billedOn.slice(0, 7).replace('-', '')}`,
            utility_no: null,
            invoice_type_id: 2,
            payment_type_id: 1,
            description: supplier.type,
            items: [
              {
                expense_type_id: expenseTypeId,
                child_expense_type_id: type.parent_id ? type.id : null,
                description: `${supplier.type} (${billedOn.slice(0, 7)})`,
                amount,
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
            amount: toKurus(amount),
            bankAccountId: bank.id,
            safeId: null,
            description: null,
            createdBy: null,
          });
        }
      }
    });
  }
  await seedDemoBudget(db, clusterId, today, typeIds);
}

/**
 * This year's operating budget (işletme projesi) of the complex, approved by the meeting in January: the
 * suppliers' yearly amounts with a raise, spread equally over the months.
 */
async function seedDemoBudget(db: Db, clusterId: number, today: string, typeIds: Map<string, number>) {
  const admin = await db
    .selectFrom('users')
    .innerJoin('clusters', 'clusters.company_id', 'users.company_id')
    .select('users.id')
    .where('clusters.id', '=', clusterId)
    .orderBy('users.id')
    .executeTakeFirst();
  if (!admin) return;
  const actor = { userId: admin.id, pageUrl: null, impersonatorId: null };
  const yearly: [string, number][] = [
    ['Asansör Bakımı', 32_000],
    ['Elektrik', 125_000],
    ['Maaş', 190_000],
  ];
  const year = today.slice(0, 4);
  const id = await createBudget(
    db,
    clusterId,
    {
      name: `${year} İşletme Projesi`,
      starts_on: `${year}-01`,
      distribution_type_id: 1,
      note: 'Olağan genel kurulda onaylandı.',
      lines: yearly.flatMap(([type, amount]) => {
        const expenseTypeId = typeIds.get(type);
        return expenseTypeId ? [{ expense_type_id: expenseTypeId, amount }] : [];
      }),
    },
    actor,
  );
  const budget = await findBudget(db, id);
  if (budget) await approveBudget(db, budget, { approved_on: `${year}-01-20`, decision_no: `${year}/1` }, actor);
}
