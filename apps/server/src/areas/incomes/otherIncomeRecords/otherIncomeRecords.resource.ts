import {
  otherIncomeRecordListMeta,
  otherIncomeRecordRow,
  otherIncomeRecordSchema,
  paymentPlaceIssue,
  refineOtherIncomeRecord,
} from '@site/shared';
import { sql } from 'kysely';
import { postTransaction, removeTransaction } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { ResourceDef } from '../../../http/defineResource';
import { invalid } from '../../../http/errors';
import { dateRangeFilters, idFilters } from '../../../http/listQuery';
import { assertLinked } from '../../../kernel/definitionRules';
import { moneyToRow } from '../../../kernel/money';
import { amountColumns, withHousePayerPlace } from '../moneyRecords';

type Row = Record<string, unknown>;
type LinkedTable = 'other_incomes' | 'houses' | 'residents' | 'bank_accounts' | 'safes';

const LINKS: [field: string, table: LinkedTable][] = [
  ['other_income_id', 'other_incomes'],
  ['house_id', 'houses'],
  ['resident_id', 'residents'],
  ['bank_account_id', 'bank_accounts'],
  ['safe_id', 'safes'],
];

/** Every linked record belongs to the record's complex; one of another reads as if it did not exist. */
async function validateRecord(db: Db, input: Row, clusterId: number): Promise<void> {
  const place = paymentPlaceIssue(input);
  if (place) throw invalid(place.field, place.message);
  for (const [field, table] of LINKS) {
    if (input[field] != null) await assertLinked(db, table, field, input[field], clusterId);
  }
}

/**
 * The record's journal: the bank account or safe receives the amount (debit) and the other-income account
 * of its type earns it (credit). An update replaces the transaction; a delete removes it.
 */
async function writeJournal(trx: Db, row: Row, { userId }: { userId: number }): Promise<void> {
  await removeTransaction(trx, (row.transaction_id as number | null | undefined) ?? null);
  const amount = Number(row.amount);
  const place =
    row.bank_account_id != null
      ? { accountKind: 'bank_account' as const, accountId: Number(row.bank_account_id) }
      : { accountKind: 'safe' as const, accountId: Number(row.safe_id) };
  const type = await trx
    .selectFrom('other_incomes')
    .select('name')
    .where('id', '=', Number(row.other_income_id))
    .executeTakeFirstOrThrow();
  const transactionId = await postTransaction(trx, {
    clusterId: Number(row.cluster_id),
    kind: 'other_income',
    occurredOn: String(row.collected_on),
    description: (row.description as string | null) || type.name,
    createdBy: userId,
    entries: [
      { ...place, amount },
      { accountKind: 'other_income', accountId: Number(row.other_income_id), amount: -amount },
    ],
  });
  await trx
    .updateTable('other_income_records')
    .set({ transaction_id: transactionId })
    .where('id', '=', Number(row.id))
    .execute();
}

/** /incomes/other: money that is not dues (parking rent, advertising …), written to the journal as it is saved. */
export const otherIncomeRecordsResource: ResourceDef = {
  name: 'other-income-records',
  table: 'other_income_records',
  entityType: 'other_income_record',
  schema: otherIncomeRecordSchema,
  refine: refineOtherIncomeRecord,
  list: {
    orderBy: {
      collected_on: 'other_income_records.collected_on',
      amount: 'other_income_records.amount',
      other_income_name: 'other_incomes.name_sort',
      resident_name: 'residents.name_sort',
      id: 'other_income_records.id',
      created_at: 'other_income_records.created_at',
    },
    defaultOrder: ['collected_on', 'desc'],
    filters: {
      ...idFilters('other_income_records', [
        'other_income_id',
        'bank_account_id',
        'safe_id',
        'house_id',
        'resident_id',
      ]),
      ...dateRangeFilters('other_income_records.collected_on'),
      // The columns' own searches (spec §2), each on a folded text: a house by its label (and its users' names).
      // Written out rather than definitions' `likeFilter`: loading definitions loads this area, so it cannot import it.
      other_income_name: { column: 'other_incomes.search', kind: 'text', op: 'like' },
      house_label: { column: 'houses.search', kind: 'text', op: 'like' },
      resident_name: { column: 'residents.name_search', kind: 'text', op: 'like' },
      description: { column: 'other_income_records.search', kind: 'text', op: 'like' },
    },
    search: ['other_incomes.search', 'residents.name_search', 'other_income_records.search'],
  },
  select: (db) =>
    withHousePayerPlace(
      db
        .selectFrom('other_income_records')
        .innerJoin('clusters', 'clusters.id', 'other_income_records.cluster_id')
        .innerJoin('other_incomes', 'other_incomes.id', 'other_income_records.other_income_id')
        .selectAll('other_income_records')
        .select(['clusters.name as cluster_name', 'other_incomes.name as other_income_name']),
      'other_income_records',
    ),
  meta: otherIncomeRecordListMeta,
  totals: (_db, filtered) =>
    filtered.clearSelect().select(sql<number>`coalesce(sum(other_income_records.amount), 0)`.as('amount')),
  validate: validateRecord,
  toRow: (input) => {
    const row: Row = { ...input, ...moneyToRow(input, ['amount']) };
    if ('description' in input) row.search = foldTurkish(String(input.description ?? ''));
    return row;
  },
  afterWrite: writeJournal,
  beforeDelete: (trx, row) => removeTransaction(trx, (row.transaction_id as number | null) ?? null),
  toApi: ({ search: _s, door_length: _length, no_block: _block, ...row }) => ({ ...row, amount: Number(row.amount) }),
  row: otherIncomeRecordRow,
  exportTitle: 'Diğer Gelirler',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'collected_on', header: 'Tarih', kind: 'date' },
    { key: 'other_income_name', header: 'Gelir Tipi' },
    { key: 'house_label', header: 'Bağımsız Bölüm' },
    { key: 'resident_name', header: 'Sakin' },
    { key: 'place_name', header: 'Banka / Kasa' },
    ...amountColumns,
  ],
};
