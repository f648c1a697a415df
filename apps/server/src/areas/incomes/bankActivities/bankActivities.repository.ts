import type { BankColumnMapping } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { BankActivitiesTable } from '../../../db/types';
import { nowIso } from '../../../http/clock';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';
import type { MatchContext } from './bankActivities.matcher';

const CHUNK = 500;
/** Spec §3 provider types: 2 is a bank commission. */
const BANK_COMMISSION_PROVIDER = 2;
const OWNER_OR_RENTER = [1, 2];

export const houseLabel = (blockName: string | null, doorNumber: string | null): string | null =>
  [blockName, doorNumber].filter(Boolean).join(' ') || null;

export async function findBankAccount(db: Db, id: number) {
  return db.selectFrom('bank_accounts').select(['id', 'cluster_id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findMapping(db: Db, bankAccountId: number): Promise<BankColumnMapping | null> {
  const row = await db
    .selectFrom('bank_column_mappings')
    .select('mapping')
    .where('bank_account_id', '=', bankAccountId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as BankColumnMapping) : null;
}

export async function saveMapping(trx: Db, bankAccountId: number, mapping: BankColumnMapping): Promise<void> {
  const values = { bank_account_id: bankAccountId, mapping: JSON.stringify(mapping), updated_at: nowIso() };
  await trx
    .insertInto('bank_column_mappings')
    .values(values)
    .onConflict((oc) =>
      oc.column('bank_account_id').doUpdateSet({ mapping: values.mapping, updated_at: values.updated_at }),
    )
    .execute();
}

/** Everything the matcher needs about one complex, loaded once per import. */
export async function loadMatchContext(db: Db, clusterId: number): Promise<MatchContext> {
  const [residents, houses, links, ibanHistory] = await Promise.all([
    db
      .selectFrom('residents')
      .select(['id', 'name', 'identity_number', 'tax_number'])
      .where('cluster_id', '=', clusterId)
      .execute(),
    db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select(['houses.id', 'houses.door_number', 'blocks.name as block_name'])
      .where('houses.cluster_id', '=', clusterId)
      .execute(),
    db
      .selectFrom('house_users')
      .select(['house_id', 'resident_id', 'house_user_type_id'])
      .where('cluster_id', '=', clusterId)
      .where('ends_on', 'is', null)
      .where('house_user_type_id', 'in', OWNER_OR_RENTER)
      .execute(),
    db
      .selectFrom('bank_activities')
      .innerJoin('collections', 'collections.id', 'bank_activities.collection_id')
      .select(['bank_activities.iban as iban', 'collections.house_id', 'collections.resident_id'])
      .where('bank_activities.cluster_id', '=', clusterId)
      .where('bank_activities.iban', 'is not', null)
      .orderBy('bank_activities.activity_on', 'desc')
      .orderBy('bank_activities.id', 'desc')
      .execute(),
  ]);
  return {
    residents,
    houses,
    links,
    ibanHistory: ibanHistory.map((h) => ({ ...h, iban: h.iban as string })),
  };
}

/** The references of `references` already imported for the bank account. */
export async function existingReferences(db: Db, bankAccountId: number, references: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < references.length; i += CHUNK) {
    const rows = await db
      .selectFrom('bank_activities')
      .select('reference_no')
      .where('bank_account_id', '=', bankAccountId)
      .where('reference_no', 'in', references.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) found.add(row.reference_no);
  }
  return found;
}

export type NewActivity = Omit<
  BankActivitiesTable,
  | 'id'
  | 'is_closed'
  | 'collection_id'
  | 'confidence'
  | 'search'
  | 'invoice_payment_id'
  | 'invoice_id'
  | 'account_transfer_id'
> & {
  confidence: number;
  search: string;
};

/** Inserts the lines; one already there (a concurrent import of the same statement) is skipped. */
export async function insertActivities(trx: Db, rows: NewActivity[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const ids = await trx
      .insertInto('bank_activities')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['bank_account_id', 'reference_no']).doNothing())
      .returning('id')
      .execute();
    inserted += ids.length;
  }
  return inserted;
}

export async function insertImport(
  trx: Db,
  values: {
    cluster_id: number;
    bank_account_id: number;
    file_name: string;
    row_count: number;
    closing_balance: number | null;
    statement_on: string | null;
    created_by: number;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('bank_statement_imports')
    .values({ ...values, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** What the lists may be sorted and filtered by. */
export const bankActivityListSpec: ListSpec = {
  orderBy: {
    activity_on: 'bank_activities.activity_on',
    amount: 'bank_activities.amount',
    confidence: 'bank_activities.confidence',
    id: 'bank_activities.id',
  },
  defaultOrder: ['activity_on', 'desc'],
  filters: {
    bank_account_id: { column: 'bank_activities.bank_account_id', kind: 'number' },
    ...dateRangeFilters('bank_activities.activity_on'),
    min_confidence: { column: 'bank_activities.confidence', kind: 'number', op: '>=' },
    has_suggestion: { column: 'bank_activities.suggestion_reason', kind: 'presence' },
    cluster_id: { column: 'bank_activities.cluster_id', kind: 'number' },
    company_id: {
      column: 'bank_activities.cluster_id',
      kind: 'number',
      through: { table: 'clusters', select: 'id', where: 'company_id' },
    },
  },
  search: ['bank_activities.search'],
};

/**
 * A line with its bank account, its suggestion and, once closed, what it was booked as: its collection, the
 * invoice payment (with the invoice's provider), or the transfer (with its target).
 */
export function selectActivities(db: Db) {
  return db
    .selectFrom('bank_activities')
    .innerJoin('clusters', 'clusters.id', 'bank_activities.cluster_id')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'bank_activities.bank_account_id')
    .leftJoin('houses as sh', 'sh.id', 'bank_activities.suggested_house_id')
    .leftJoin('blocks as sb', 'sb.id', 'sh.block_id')
    .leftJoin('residents as sr', 'sr.id', 'bank_activities.suggested_resident_id')
    .leftJoin('collections as c', 'c.id', 'bank_activities.collection_id')
    .leftJoin('houses as ch', 'ch.id', 'c.house_id')
    .leftJoin('blocks as cb', 'cb.id', 'ch.block_id')
    .leftJoin('residents as cr', 'cr.id', 'c.resident_id')
    .leftJoin('invoice_payments as ip', 'ip.id', 'bank_activities.invoice_payment_id')
    .leftJoin('invoices as pi', 'pi.id', 'ip.invoice_id')
    .leftJoin('cluster_providers as pp', 'pp.id', 'pi.provider_id')
    .leftJoin('account_transfers as at', 'at.id', 'bank_activities.account_transfer_id')
    .leftJoin('bank_accounts as tb', 'tb.id', 'at.to_bank_account_id')
    .leftJoin('safes as ts', 'ts.id', 'at.to_safe_id')
    .select([
      'bank_activities.id',
      'bank_activities.cluster_id',
      'clusters.name as cluster_name',
      'bank_activities.bank_account_id',
      'bank_accounts.name as bank_account_name',
      'bank_activities.import_id',
      'bank_activities.reference_no',
      'bank_activities.activity_on',
      'bank_activities.amount',
      'bank_activities.balance_after',
      'bank_activities.sender_name',
      'bank_activities.description',
      'bank_activities.iban',
      'bank_activities.identity_number',
      'bank_activities.tax_number',
      'bank_activities.is_closed',
      'bank_activities.suggested_house_id',
      'sb.name as suggested_block_name',
      'sh.door_number as suggested_door_number',
      'bank_activities.suggested_resident_id',
      'sr.name as suggested_resident_name',
      'bank_activities.confidence',
      'bank_activities.suggestion_reason',
      'bank_activities.collection_id',
      'c.collected_on',
      'c.receipt_no',
      'c.house_id as collection_house_id',
      'cb.name as collection_block_name',
      'ch.door_number as collection_door_number',
      'c.resident_id as collection_resident_id',
      'cr.name as collection_resident_name',
      'bank_activities.invoice_payment_id',
      'bank_activities.invoice_id',
      'bank_activities.account_transfer_id',
      'ip.invoice_id as paid_invoice_id',
      'pp.name as provider_name',
      sql<string | null>`coalesce(tb.name, ts.name)`.as('transfer_to_name'),
      'bank_activities.created_at',
    ]);
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['executeTakeFirstOrThrow']>>;

export async function findActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  return selectActivities(db).where('bank_activities.id', '=', id).executeTakeFirst();
}

/** The debts a collection paid, oldest first. */
export async function collectionAllocations(db: Db, collectionId: number) {
  return db
    .selectFrom('allocations')
    .innerJoin('debts', 'debts.id', 'allocations.debt_id')
    .leftJoin('income_types', 'income_types.id', 'debts.income_type_id')
    .select([
      'allocations.id',
      'allocations.amount',
      'debts.id as debt_id',
      'debts.due_on',
      'debts.period',
      'debts.description',
      'debts.amount as debt_amount',
      'income_types.name as income_type_name',
    ])
    .where('allocations.collection_id', '=', collectionId)
    .orderBy('debts.due_on')
    .orderBy('debts.id')
    .execute();
}

export async function findCollection(db: Db, id: number) {
  return db
    .selectFrom('collections')
    .select(['id', 'amount', 'collected_on', 'description', 'receipt_no', 'bank_account_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Closes an open line; false when it was already closed (a second match, or a concurrent one). */
export async function closeOpenActivity(trx: Db, id: number): Promise<boolean> {
  const result = await trx
    .updateTable('bank_activities')
    .set({ is_closed: 1, updated_at: nowIso() })
    .where('id', '=', id)
    .where('is_closed', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Links a closed line to the document it was booked as. */
export async function linkBooking(
  trx: Db,
  id: number,
  links: { invoice_payment_id?: number; invoice_id?: number; account_transfer_id?: number },
): Promise<void> {
  await trx
    .updateTable('bank_activities')
    .set({ ...links, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** An open line again, linked to nothing. */
export async function reopenActivity(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable('bank_activities')
    .set({
      is_closed: 0,
      collection_id: null,
      invoice_payment_id: null,
      invoice_id: null,
      account_transfer_id: null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute();
}

/** The complex's invoices with something left to pay, the oldest due first, for the 'Fatura Ödemesi' picker. */
export async function openInvoices(db: Db, clusterId: number) {
  const paid = sql<
    number | string
  >`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = invoices.id), 0)`;
  return db
    .selectFrom('invoices')
    .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
    .select([
      'invoices.id',
      'invoices.bill_no',
      'invoices.billed_on',
      'invoices.last_payment_on',
      'invoices.description',
      'invoices.amount',
      'cluster_providers.name as provider_name',
      paid.as('paid'),
    ])
    .where('invoices.cluster_id', '=', clusterId)
    .where(sql<boolean>`invoices.amount > ${paid}`)
    .orderBy(sql`coalesce(invoices.last_payment_on, invoices.billed_on)`)
    .orderBy('invoices.id')
    .limit(1000)
    .execute();
}

/** The complex's bank-commission provider (type 2) named as the bank account, if there is one. */
export async function findBankCommissionProvider(db: Db, clusterId: number, name: string) {
  return db
    .selectFrom('cluster_providers')
    .select('id')
    .where('cluster_id', '=', clusterId)
    .where('provider_type_id', '=', BANK_COMMISSION_PROVIDER)
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertBankCommissionProvider(trx: Db, clusterId: number, name: string, title: string) {
  const now = nowIso();
  return trx
    .insertInto('cluster_providers')
    .values({
      cluster_id: clusterId,
      provider_type_id: BANK_COMMISSION_PROVIDER,
      name,
      title,
      search: foldTurkish(`${name} ${title}`),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findBankAccountRow(db: Db, id: number) {
  return db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function linkCollection(trx: Db, id: number, collectionId: number): Promise<void> {
  await trx
    .updateTable('bank_activities')
    .set({ collection_id: collectionId, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function rawActivity(db: Db, id: number) {
  return db.selectFrom('bank_activities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Each bank account of the complex with its latest statement (one with a closing balance if any). */
export async function bankAccountsWithStatements(db: Db, clusterId: number) {
  const accounts = await db
    .selectFrom('bank_accounts')
    .select(['id', 'name', 'iban'])
    .where('cluster_id', '=', clusterId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const result = [];
  for (const account of accounts) {
    const statement = await db
      .selectFrom('bank_statement_imports')
      .select(['id', 'statement_on', 'closing_balance', 'created_at'])
      .where('bank_account_id', '=', account.id)
      .where('statement_on', 'is not', null)
      .orderBy(sql`case when closing_balance is null then 1 else 0 end`)
      .orderBy('statement_on', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const open = await db
      .selectFrom('bank_activities')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        sql<number | string>`coalesce(sum(amount), 0)`.as('total'),
      ])
      .where('bank_account_id', '=', account.id)
      .where('is_closed', '=', 0)
      .executeTakeFirstOrThrow();
    result.push({ account, statement, openCount: Number(open.count), openTotal: Number(open.total) });
  }
  return result;
}

/** An invoice payment with its invoice and provider, and what is left of the invoice. */
export async function findPaymentWithInvoice(db: Db, paymentId: number) {
  return db
    .selectFrom('invoice_payments')
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .innerJoin('cluster_providers', 'cluster_providers.id', 'invoices.provider_id')
    .select([
      'invoice_payments.id',
      'invoice_payments.amount',
      'invoice_payments.collected_on',
      'invoice_payments.receipt_no',
      'invoice_payments.description',
      'invoices.id as invoice_id',
      'invoices.bill_no',
      'invoices.billed_on',
      'invoices.invoice_type_id',
      'invoices.amount as invoice_amount',
      'invoices.receipt_no as invoice_receipt_no',
      'cluster_providers.name as provider_name',
      sql<
        number | string
      >`coalesce((select sum(p.amount) from invoice_payments p where p.invoice_id = invoices.id), 0)`.as(
        'invoice_paid',
      ),
    ])
    .where('invoice_payments.id', '=', paymentId)
    .executeTakeFirst();
}
