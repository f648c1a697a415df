import { periodicalAssessmentRow, periodicalAssessmentSchema, refinePeriodicalAssessment, toKurus } from '@site/shared';
import { sql } from 'kysely';
import { idFilters } from '../../../http/listQuery';
import { assertLinked } from '../../../kernel/definitionRules';
import { moneyToRow } from '../../../kernel/money';
import { ACTIVE_COLUMN, namedDefinition, sortColumns } from '../clusterResource';

const json = (v: unknown) => (v === undefined ? undefined : v === null ? null : JSON.stringify(v));
const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : null);

/** The amounts by house type are stored as the form sent them (lira) and answered in kuruş like every amount. */
const typeAmountsToApi = (stored: unknown) =>
  (parse(stored) as { house_type_id: number; amount: number }[] | null)?.map((line) => ({
    ...line,
    amount: toKurus(line.amount),
  })) ?? null;

/** /definitions/periodical-assessments: recurring dues, charged month by month by the scheduler. */
export const periodicalAssessmentsResource = namedDefinition({
  name: 'periodical-assessments',
  writePermission: 'edit-assessment',
  table: 'periodical_assessments',
  entityType: 'periodical_assessment',
  schema: periodicalAssessmentSchema,
  refine: refinePeriodicalAssessment,
  orderBy: sortColumns('periodical_assessments', ['starts_on', 'amount']),
  filters: idFilters('periodical_assessments', ['income_type_id', 'budget_id']),
  flags: ['is_active', 'include_empty'],
  searchAlso: ['description'],
  join: (query) =>
    query
      .leftJoin('income_types', 'income_types.id', 'periodical_assessments.income_type_id')
      .select([
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
    ...moneyToRow(input, ['amount']),
    block_ids: json(input.block_ids),
    type_amounts: json(input.type_amounts),
  }),
  toApi: (row) => ({ block_ids: parse(row.block_ids), type_amounts: typeAmountsToApi(row.type_amounts) }),
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
    ACTIVE_COLUMN,
  ],
});
