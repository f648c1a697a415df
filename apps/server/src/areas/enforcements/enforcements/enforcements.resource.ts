import {
  closedBeforeIssued,
  enforcementRow,
  enforcementSchema,
  fromKurus,
  httpMessages,
  LAWYER_PROVIDER_TYPE,
  leftAmountIssue,
  refineEnforcement,
} from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { invalid } from '../../../http/errors';
import { assertLinked } from '../../../kernel/definitionRules';
import { moneyToApi, moneyToRow } from '../../../kernel/money';

type Row = Record<string, unknown>;
const MONEY = ['amount', 'left_amount'] as const;

/** The calendar day in Türkiye, the day a person closing a case means. */
export const todayInTurkey = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/** The debtor is a resident of the case's complex and the lawyer one of its providers of type lawyer. */
async function validateLinks(db: Db, input: Row, clusterId: number): Promise<void> {
  await assertLinked(db, 'residents', 'resident_id', input.resident_id, clusterId);
  if (input.lawyer_id === null || input.lawyer_id === undefined) return;
  const lawyer = await db
    .selectFrom('cluster_providers')
    .select('id')
    .where('id', '=', Number(input.lawyer_id))
    .where('cluster_id', '=', clusterId)
    .where('provider_type_id', '=', LAWYER_PROVIDER_TYPE)
    .executeTakeFirst();
  if (!lawyer) throw invalid('lawyer_id', httpMessages.notFound);
}

/**
 * Enforcement cases (icra takipleri) of a complex's residents. The late-fee run reads this table: a debt due
 * on or before an open case's date gets no fee.
 */
export const enforcementsResource: ResourceDef = {
  name: 'enforcements',
  table: 'enforcements',
  entityType: 'enforcement',
  schema: enforcementSchema,
  refine: refineEnforcement,
  list: {
    orderBy: {
      resident_name: 'residents.name_sort',
      lawyer_name: 'lawyers.search',
      file_no: 'enforcements.file_no',
      amount: 'enforcements.amount',
      left_amount: 'enforcements.left_amount',
      issued_on: 'enforcements.issued_on',
      closed_on: 'enforcements.closed_on',
      is_closed: 'enforcements.is_closed',
      id: 'enforcements.id',
      created_at: 'enforcements.created_at',
    },
    defaultOrder: ['issued_on', 'desc'],
    filters: {
      // Spec §7: the enforcement picker asks for open cases of given residents (is_closed=0, resident_id[]).
      is_closed: { column: 'enforcements.is_closed', kind: 'flag' },
      resident_id: { column: 'enforcements.resident_id', kind: 'number' },
      lawyer_id: { column: 'enforcements.lawyer_id', kind: 'number' },
      resident_name: { column: 'residents.name_search', kind: 'text', op: 'like' },
      file_no: { column: 'enforcements.search', kind: 'text', op: 'like' },
    },
    search: ['residents.name_search', 'enforcements.search'],
  },
  select: (db) =>
    db
      .selectFrom('enforcements')
      .innerJoin('clusters', 'clusters.id', 'enforcements.cluster_id')
      .innerJoin('residents', 'residents.id', 'enforcements.resident_id')
      .leftJoin('cluster_providers as lawyers', 'lawyers.id', 'enforcements.lawyer_id')
      .selectAll('enforcements')
      .select(['clusters.name as cluster_name', 'residents.name as resident_name', 'lawyers.name as lawyer_name']),
  totals: (_db, filtered) =>
    filtered
      .clearSelect()
      .select([
        sql<number>`coalesce(sum(enforcements.amount), 0) / 100.0`.as('amount'),
        sql<number>`coalesce(sum(enforcements.left_amount), 0) / 100.0`.as('left_amount'),
      ]),
  validate: validateLinks,
  toRow: (input) => {
    const row: Row = { ...input, ...flagsToRow(input, ['is_closed']), ...moneyToRow(input, MONEY) };
    // An empty amount is no amount.
    for (const key of MONEY) if (row[key] === null) row[key] = 0;
    if ('file_no' in input) row.search = foldTurkish(String(input.file_no ?? ''));
    // A closed case has a closing day (today unless given); an open one has none.
    if (input.is_closed === true) row.closed_on = input.closed_on ?? todayInTurkey();
    if (input.is_closed === false) row.closed_on = null;
    return row;
  },
  // The stored case as a whole (an update may change one amount or one date only) must still hold together.
  afterWrite: async (_trx, row) => {
    const amount = fromKurus(Number(row.amount ?? 0));
    const leftIssue = leftAmountIssue(amount, fromKurus(Number(row.left_amount ?? 0)));
    if (leftIssue) throw invalid('left_amount', leftIssue);
    const closedIssue = closedBeforeIssued(row.issued_on, row.closed_on);
    if (closedIssue) throw invalid('closed_on', closedIssue);
  },
  toApi: ({ search: _s, ...row }) => ({ ...row, ...flagsToApi(row, ['is_closed']), ...moneyToApi(row, MONEY) }),
  row: enforcementRow,
  exportTitle: 'İcra Takipleri',
  exportColumns: [
    { key: 'cluster_name', header: 'Site' },
    { key: 'resident_name', header: 'Sakin' },
    { key: 'lawyer_name', header: 'Avukat' },
    { key: 'file_no', header: 'Dosya No' },
    { key: 'amount', header: 'Tutar', kind: 'money' },
    { key: 'left_amount', header: 'Kalan Tutar', kind: 'money' },
    { key: 'issued_on', header: 'İcra Tarihi', kind: 'date' },
    { key: 'is_closed', header: 'Kapandı', kind: 'boolean' },
    { key: 'closed_on', header: 'Kapanış Tarihi', kind: 'date' },
    { key: 'description', header: 'Açıklama' },
  ],
};
