import { periodicalAssessmentRow, periodicalAssessmentSchema, refinePeriodicalAssessment } from '@site/shared';
import { sql } from 'kysely';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { assertLinked, nameColumns, withoutHelperColumns } from '../../../kernel/definitionRules';
import { moneyToApi, moneyToRow } from '../../../kernel/money';

type Row = Record<string, unknown>;
const json = (v: unknown) => (v === undefined ? undefined : v === null ? null : JSON.stringify(v));
const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : null);

/** /definitions/periodical-assessments: recurring dues, charged month by month by the scheduler. */
export const periodicalAssessmentsResource: ResourceDef = {
  name: 'periodical-assessments',
  table: 'periodical_assessments',
  entityType: 'periodical_assessment',
  schema: periodicalAssessmentSchema,
  refine: refinePeriodicalAssessment,
  list: {
    orderBy: {
      name: 'periodical_assessments.name_sort',
      starts_on: 'periodical_assessments.starts_on',
      amount: 'periodical_assessments.amount',
      is_active: 'periodical_assessments.is_active',
      id: 'periodical_assessments.id',
      created_at: 'periodical_assessments.created_at',
    },
    defaultOrder: ['name', 'asc'],
    filters: {
      is_active: { column: 'periodical_assessments.is_active', kind: 'flag' },
      income_type_id: { column: 'periodical_assessments.income_type_id', kind: 'number' },
      budget_id: { column: 'periodical_assessments.budget_id', kind: 'number' },
      name: { column: 'periodical_assessments.search', kind: 'text', op: 'like' },
    },
    search: ['periodical_assessments.search'],
  },
  select: (db) =>
    db
      .selectFrom('periodical_assessments')
      .innerJoin('clusters', 'clusters.id', 'periodical_assessments.cluster_id')
      .leftJoin('income_types', 'income_types.id', 'periodical_assessments.income_type_id')
      .selectAll('periodical_assessments')
      .select([
        'clusters.name as cluster_name',
        'income_types.name as income_type_name',
        sql<
          string | null
        >`(select max(a.period) from assessments a where a.periodical_assessment_id = periodical_assessments.id)`.as(
          'last_period',
        ),
      ]),
  validate: async (db, input, clusterId) => {
    if (input.income_type_id != null)
      await assertLinked(db, 'income_types', 'income_type_id', input.income_type_id, clusterId, { allowShared: true });
    for (const blockId of (input.block_ids as number[] | null) ?? [])
      await assertLinked(db, 'blocks', 'block_ids', blockId, clusterId);
  },
  toRow: (input) => ({
    ...input,
    ...flagsToRow(input, ['is_active', 'include_empty']),
    ...moneyToRow(input, ['amount']),
    block_ids: json(input.block_ids),
    type_amounts: json(input.type_amounts),
    ...nameColumns(input, ['description']),
  }),
  toApi: (row: Row) => ({
    ...withoutHelperColumns(row),
    ...flagsToApi(row, ['is_active', 'include_empty']),
    ...moneyToApi(row, ['amount']),
    block_ids: parse(row.block_ids),
    type_amounts: parse(row.type_amounts),
  }),
  row: periodicalAssessmentRow,
  exportTitle: 'Periyodik Borçlandırmalar',
  exportColumns: [
    { key: 'name', header: 'Ad' },
    { key: 'income_type_name', header: 'Gelir Tipi' },
    { key: 'amount', header: 'Aylık Tutar', kind: 'money' },
    { key: 'starts_on', header: 'Başlangıç' },
    { key: 'ends_on', header: 'Bitiş' },
    { key: 'due_day', header: 'Son Ödeme Günü', kind: 'number' },
    { key: 'last_period', header: 'Son Dönem' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
  ],
};
