/**
 * Three years of books for the generated complex, for the reports' benchmark: monthly dues over every house
 * (the periodical assessments' own generator, one definition a year with the yearly raise, split equally), most of them
 * collected into the bank within about a month of their due date (the collection's journal as
 * `createCollection` writes it, batched), and every month a set of supplier invoices of several expense
 * types, most of them paid (the expenses area's own services).
 */
import { faker } from '@faker-js/faker';
import { sql } from 'kysely';
import { generatePeriodicalAssessments } from '../apps/server/src/areas/definitions/periodicalAssessments/periodicalAssessments.service';
import { createInvoice, createInvoicePayment } from '../apps/server/src/areas/expenses';
import type { Db } from '../apps/server/src/db/connection';

export const HISTORY_MONTHS = 36;
const INVOICES_A_MONTH = 15;
/** Monthly dues per house in kuruş, by year of the history (Turkish inflation: about +45 % a year). */
const DUES = [90_000, 130_000, 190_000];
const BATCH = 500;

export type History = {
  firstMonth: string;
  lastMonth: string;
  bankAccountId: number;
  debts: number;
  collections: number;
  invoices: number;
  payments: number;
  journalEntries: number;
  seconds: number;
};

const pad = (n: number) => String(n).padStart(2, '0');
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
};
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
};

export async function generateHistory(db: Db, clusterId: number, today: string): Promise<History> {
  const started = performance.now();
  faker.seed(20261127);
  const lastMonth = today.slice(0, 7);
  const firstMonth = addMonths(lastMonth, -(HISTORY_MONTHS - 1));
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };

  const bank = await db
    .insertInto('bank_accounts')
    .values({ ...stamps, cluster_id: clusterId, name: 'Ziraat Bankası Aidat Hesabı', short_name: 'Ziraat' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('safes')
    .values({ ...stamps, cluster_id: clusterId, name: 'Yönetim Kasası' })
    .execute();
  const aidat = await db
    .selectFrom('income_types')
    .select('id')
    .where('name', '=', 'Aidat')
    .where('cluster_id', 'is', null)
    .executeTakeFirstOrThrow();

  // Dues: one recurring definition a year, split equally over every house, charged by the scheduler's own code.
  const houses = await db.selectFrom('houses').select('id').where('cluster_id', '=', clusterId).execute();
  for (let year = 0; year < 3; year++) {
    const starts = addMonths(firstMonth, year * 12);
    await db
      .insertInto('periodical_assessments')
      .values({
        ...stamps,
        cluster_id: clusterId,
        name: `Aylık Aidat ${starts.slice(0, 4)}`,
        income_type_id: aidat.id,
        split_method: 'equal',
        amount: (DUES[year] ?? 0) * houses.length,
        starts_on: starts,
        ends_on: addMonths(starts, 11),
        due_day: 10,
      })
      .execute();
  }
  const dues = await generatePeriodicalAssessments(db, today, clusterId);
  if (dues.failed.length > 0) throw new Error(`dues failed: ${JSON.stringify(dues.failed[0])}`);

  // Collections: 92 % of the dues, paid into the bank between 5 days before and 40 days after the due date.
  const debts = await db
    .selectFrom('debts')
    .select(['id', 'house_id', 'resident_id', 'amount', 'due_on'])
    .where('cluster_id', '=', clusterId)
    .orderBy('id')
    .execute();
  const paid = debts
    .filter(() => faker.number.float() < 0.92)
    .map((d) => ({ ...d, on: addDays(d.due_on, faker.number.int({ min: -5, max: 40 })) }))
    .filter((d) => d.on <= today);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < paid.length; i += BATCH) {
      const batch = paid.slice(i, i + BATCH);
      const transactions = await trx
        .insertInto('journal_transactions')
        .values(batch.map((d) => ({ ...stamps, cluster_id: clusterId, kind: 'collection', occurred_on: d.on })))
        .returning('id')
        .execute();
      const collections = await trx
        .insertInto('collections')
        .values(
          batch.map((d, j) => ({
            ...stamps,
            cluster_id: clusterId,
            house_id: d.house_id,
            resident_id: d.resident_id,
            bank_account_id: bank.id,
            safe_id: null,
            amount: Number(d.amount),
            collected_on: d.on,
            description: 'Aidat ödemesi',
            receipt_no: null,
            transaction_id: transactions[j]?.id ?? null,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('allocations')
        .values(
          batch.map((d, j) => ({
            cluster_id: clusterId,
            collection_id: collections[j]?.id ?? 0,
            debt_id: d.id,
            amount: Number(d.amount),
            created_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('journal_entries')
        .values(
          batch.flatMap((d, j) => {
            const line = {
              transaction_id: transactions[j]?.id ?? 0,
              cluster_id: clusterId,
              house_id: d.house_id,
              resident_id: d.resident_id,
              debt_id: null,
              occurred_on: d.on,
              due_on: null,
              description: 'Aidat ödemesi',
            };
            return [
              { ...line, account_kind: 'bank_account', account_id: bank.id, amount: Number(d.amount) },
              { ...line, account_kind: 'house', account_id: d.house_id, amount: -Number(d.amount) },
            ];
          }),
        )
        .execute();
    }
  });

  // Supplier invoices: every month, of the system expense types, from six suppliers; 85 % paid by the bank.
  const types = await db
    .selectFrom('expense_types')
    .select('id')
    .where('cluster_id', 'is', null)
    .where('parent_id', 'is not', null)
    .orderBy('id')
    .limit(8)
    .execute();
  const providers: number[] = [];
  for (const [i, name] of [
    'Boğaziçi Elektrik',
    'İSKİ',
    'Yeşil Bahçe Peyzaj',
    'Güven Özel Güvenlik',
    'Parlak Temizlik',
    'Asansör Servis',
  ].entries()) {
    const row = await db
      .insertInto('cluster_providers')
      .values({
        ...stamps,
        cluster_id: clusterId,
        provider_type_id: 2,
        name,
        title: `${name} Ltd. Şti.`,
        expense_type_id: types[i % types.length]?.id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    providers.push(row.id);
  }
  let invoices = 0;
  let payments = 0;
  await db.transaction().execute(async (trx) => {
    for (let m = 0; m < HISTORY_MONTHS; m++) {
      const month = addMonths(firstMonth, m);
      for (let k = 0; k < INVOICES_A_MONTH; k++) {
        const billedOn = `${month}-${pad(faker.number.int({ min: 1, max: 28 }))}`;
        if (billedOn > today) continue;
        const items = Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => ({
          expense_type_id: faker.helpers.arrayElement(types).id,
          amount: faker.number.int({ min: 5_000, max: 400_000 }) / 100,
        }));
        const id = await createInvoice(
          trx,
          {
            cluster_id: clusterId,
            provider_id: faker.helpers.arrayElement(providers),
            billed_on: billedOn,
            invoice_type_id: 1,
            payment_type_id: 1,
            items,
          },
          null,
        );
        invoices++;
        const paidOn = addDays(billedOn, faker.number.int({ min: 0, max: 30 }));
        if (faker.number.float() < 0.85 && paidOn <= today) {
          const total = items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0);
          await createInvoicePayment(trx, {
            clusterId,
            invoiceId: id,
            collectedOn: paidOn <= lastDay(month) || paidOn <= today ? paidOn : today,
            amount: total,
            bankAccountId: bank.id,
            safeId: null,
            description: null,
            createdBy: null,
          });
          payments++;
        }
      }
    }
  });

  const entries = await db
    .selectFrom('journal_entries')
    .select(sql<number>`count(*)`.as('n'))
    .where('cluster_id', '=', clusterId)
    .executeTakeFirstOrThrow();
  return {
    firstMonth,
    lastMonth,
    bankAccountId: bank.id,
    debts: debts.length,
    collections: paid.length,
    invoices,
    payments,
    journalEntries: Number(entries.n),
    seconds: (performance.now() - started) / 1000,
  };
}
