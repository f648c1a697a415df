import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';

// The SQL of the lines themselves: the list and detail query, a line's state, and the balance check's figures.

export const houseLabel = (blockName: string | null, doorNumber: string | null): string | null =>
  [blockName, doorNumber].filter(Boolean).join(' ') || null;

export async function findBankAccount(db: Db, id: number) {
  return db.selectFrom('bank_accounts').select(['id', 'cluster_id', 'name']).where('id', '=', id).executeTakeFirst();
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
