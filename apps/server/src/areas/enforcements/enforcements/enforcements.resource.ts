import {
  closedBeforeIssued,
  enforcementListMeta,
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
import { todayInTurkey } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { idFilters } from '../../../http/listQuery';
import { assertLinked } from '../../../kernel/definitionRules';
import { moneyToRow } from '../../../kernel/money';
import { clusterResource, flagFilters, likeFilter, SITE_COLUMN, sortColumns } from '../../definitions';

type Row = Record<string, unknown>;
const MONEY = ['amount', 'left_amount'] as const;

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
export const enforcementsResource = clusterResource({
  name: 'enforcements',
  table: 'enforcements',
  entityType: 'enforcement',
  schema: enforcementSchema,
  refine: refineEnforcement,
  orderBy: {
    resident_name: 'residents.name_sort',
    lawyer_name: 'lawyers.search',
    ...sortColumns('enforcements', ['file_no', 'amount', 'left_amount', 'issued_on', 'closed_on', 'is_closed']),
  },
  defaultOrder: ['issued_on', 'desc'],
  filters: {
    // Spec §7: the enforcement picker asks for open cases of given residents (is_closed=0, resident_id[]).
    ...flagFilters('enforcements', ['is_closed']),
    ...idFilters('enforcements', ['resident_id', 'lawyer_id']),
    resident_name: likeFilter('residents.name_search'),
    file_no: likeFilter('enforcements.search'),
  },
  search: ['residents.name_search'],
  flags: ['is_closed'],
  join: (query) =>
    query
      .innerJoin('residents', 'residents.id', 'enforcements.resident_id')
      .leftJoin('cluster_providers as lawyers', 'lawyers.id', 'enforcements.lawyer_id')
      .select(['residents.name as resident_name', 'lawyers.name as lawyer_name']),
  meta: enforcementListMeta,
  totals: (_db, filtered) =>
    filtered
      .clearSelect()
      .select([
        sql<number>`coalesce(sum(enforcements.amount), 0)`.as('amount'),
        sql<number>`coalesce(sum(enforcements.left_amount), 0)`.as('left_amount'),
      ]),
  validate: validateLinks,
  toRow: (input) => {
    const row: Row = moneyToRow(input, MONEY);
    // An empty amount is no amount.
    for (const key of MONEY) if (row[key] === null) row[key] = 0;
    if ('file_no' in input) row.search = foldTurkish(String(input.file_no ?? ''));
    // A closed case has a closing day (today unless given); an open one has none.
    if (input.is_closed === true) row.closed_on = input.closed_on ?? todayInTurkey();
    if (input.is_closed === false) row.closed_on = null;
    return row;
  },
  // The stored case as a whole (an update may change one amount or one date only) must still hold together;
  // the messages speak lira.
  afterWrite: async (_trx, row) => {
    const amount = fromKurus(Number(row.amount ?? 0));
    const leftIssue = leftAmountIssue(amount, fromKurus(Number(row.left_amount ?? 0)));
    if (leftIssue) throw invalid('left_amount', leftIssue);
    const closedIssue = closedBeforeIssued(row.issued_on, row.closed_on);
    if (closedIssue) throw invalid('closed_on', closedIssue);
  },
  row: enforcementRow,
  exportTitle: 'İcra Takipleri',
  exportColumns: [
    SITE_COLUMN,
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
});
