import type { ActivityAccountKind } from '@site/shared';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { Database } from '../../../db/types';

/** One account of one complex, as the journal sees it. */
export type AccountRef = { clusterId: number; kind: ActivityAccountKind; id: number };
export type DateRange = { from: string | null; to: string | null };

/** A journal line of an account; money in kuruş, `running` the sum of the range's lines up to this one. */
export type EntryRow = {
  id: number;
  transaction_id: number;
  occurred_on: string;
  due_on: string | null;
  kind: string;
  description: string | null;
  amount: number;
  running: number;
  house_id: number | null;
  block_name: string | null;
  door_number: string | null;
  resident_id: number | null;
  resident_name: string | null;
};

export type RangeSummary = { opening: number; count: number; debit: number; credit: number };

/** A house as people name it: "A Blok 12". */
export const houseLabel = (blockName: string | null, doorNumber: string | null): string =>
  [blockName, doorNumber].filter(Boolean).join(' ');

/**
 * The account's name, or undefined when it is not an account of that complex (which the caller turns
 * into a 404, so another complex's ids reveal nothing).
 */
export async function findAccountName(db: Db, ref: AccountRef): Promise<string | undefined> {
  switch (ref.kind) {
    case 'house': {
      const row = await db
        .selectFrom('houses')
        .leftJoin('blocks', 'blocks.id', 'houses.block_id')
        .select(['houses.door_number', 'blocks.name as block_name'])
        .where('houses.id', '=', ref.id)
        .where('houses.cluster_id', '=', ref.clusterId)
        .executeTakeFirst();
      return row && houseLabel(row.block_name, row.door_number);
    }
    case 'resident':
      return nameOf(db, 'residents', ref);
    case 'provider':
      return nameOf(db, 'cluster_providers', ref);
    case 'safe':
      return nameOf(db, 'safes', ref);
    case 'bank_account':
      return nameOf(db, 'bank_accounts', ref);
  }
}

async function nameOf(
  db: Db,
  table: 'residents' | 'cluster_providers' | 'safes' | 'bank_accounts',
  ref: AccountRef,
): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('name')
    .where('id', '=', ref.id)
    .where('cluster_id', '=', ref.clusterId)
    .executeTakeFirst();
  return row?.name;
}

type EntryQuery = SelectQueryBuilder<Database & { e: Database['journal_entries'] }, 'e', object>;

/**
 * The account's entries. A resident's account is every receivable line that names them as debtor (in any
 * house, or their own account); every other account is its kind and id.
 */
function accountEntries(db: Db, ref: AccountRef): EntryQuery {
  const entries = db.selectFrom('journal_entries as e').where('e.cluster_id', '=', ref.clusterId);
  return ref.kind === 'resident'
    ? entries.where('e.account_kind', 'in', ['house', 'resident']).where('e.resident_id', '=', ref.id)
    : entries.where('e.account_kind', '=', ref.kind).where('e.account_id', '=', ref.id);
}

const inRange = (range: DateRange) => {
  const parts = [];
  if (range.from) parts.push(sql<SqlBool>`e.occurred_on >= ${range.from}`);
  if (range.to) parts.push(sql<SqlBool>`e.occurred_on <= ${range.to}`);
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`1 = 1`;
};

/** pg returns sums and counts of bigint as text. */
const num = (value: unknown): number => Number(value ?? 0);

/**
 * In one pass over the account's lines up to the range's end: the balance before the range (every earlier
 * line counts), and the range's line count, debits and credits (credits as positive kuruş).
 */
export async function summarizeRange(db: Db, ref: AccountRef, range: DateRange): Promise<RangeSummary> {
  const before = range.from ? sql<SqlBool>`e.occurred_on < ${range.from}` : sql<SqlBool>`1 = 0`;
  const within = inRange(range);
  let query = accountEntries(db, ref).select([
    sql<string | number>`coalesce(sum(case when ${before} then e.amount else 0 end), 0)`.as('opening'),
    sql<string | number>`count(case when ${within} then 1 end)`.as('count'),
    sql<string | number>`coalesce(sum(case when ${within} and e.amount > 0 then e.amount else 0 end), 0)`.as('debit'),
    sql<string | number>`coalesce(sum(case when ${within} and e.amount < 0 then -e.amount else 0 end), 0)`.as('credit'),
  ]);
  if (range.to) query = query.where('e.occurred_on', '<=', range.to);
  const row = await query.executeTakeFirstOrThrow();
  return { opening: num(row.opening), count: num(row.count), debit: num(row.debit), credit: num(row.credit) };
}

/**
 * The range's lines in journal order (date, then id), each with the running sum of the range up to it,
 * so a page far into the range still carries the right balance. `page` limits to one page.
 */
export async function listEntries(
  db: Db,
  ref: AccountRef,
  range: DateRange,
  page?: { limit: number; offset: number },
): Promise<EntryRow[]> {
  const lines = accountEntries(db, ref)
    .innerJoin('journal_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('houses as h', 'h.id', 'e.house_id')
    .leftJoin('blocks as b', 'b.id', 'h.block_id')
    .leftJoin('residents as r', 'r.id', 'e.resident_id')
    .where(inRange(range))
    .select((eb) => [
      'e.id',
      'e.transaction_id',
      'e.occurred_on',
      'e.due_on',
      't.kind',
      eb.fn.coalesce('e.description', 't.description').as('description'),
      'e.amount',
      eb.fn
        .sum<string | number>('e.amount')
        .over((over) => over.orderBy('e.occurred_on').orderBy('e.id'))
        .as('running'),
      'e.house_id',
      'b.name as block_name',
      'h.door_number',
      'e.resident_id',
      'r.name as resident_name',
    ]);
  let query = db.selectFrom(lines.as('l')).selectAll().orderBy('l.occurred_on').orderBy('l.id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, amount: num(row.amount), running: num(row.running) }));
}
