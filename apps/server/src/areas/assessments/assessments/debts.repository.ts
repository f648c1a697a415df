import type { Debt } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';
import { HOUSE_LABEL_ORDER, houseLabelColumns } from '../../../kernel/houseLabel';

type Row = Record<string, unknown>;

const paidSql = sql<number>`coalesce((select sum(a.amount) from allocations a where a.debt_id = debts.id), 0)`;

/** A debt row with its house, debtor, income type, paid and open amounts. */
export function selectDebts(db: Db) {
  return db
    .selectFrom('debts')
    .leftJoin('houses', 'houses.id', 'debts.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('residents', 'residents.id', 'debts.resident_id')
    .leftJoin('income_types', 'income_types.id', 'debts.income_type_id')
    .selectAll('debts')
    .select([
      ...houseLabelColumns(),
      'residents.name as resident_name',
      'income_types.name as income_type_name',
      paidSql.as('paid'),
    ]);
}

/** One line with its house, debtor, income type, paid and open amounts. */
export const findDebtRow = (db: Db, id: number) => selectDebts(db).where('debts.id', '=', id).executeTakeFirst();

/** The lines (debts) of assessments: /assessments/all. A refund's debt is the 'Diğer Gider' record's, not a line of dues. */
export const lineDebts = (db: Db) => selectDebts(db).where('debts.kind', '<>', 'payback');

export const debtList: ListSpec = {
  orderBy: {
    due_on: 'debts.due_on',
    amount: 'debts.amount',
    house_label: HOUSE_LABEL_ORDER,
    resident_name: 'residents.name_sort',
    period: 'debts.period',
    id: 'debts.id',
  },
  defaultOrder: ['due_on', 'desc'],
  filters: {
    ...idFilters('debts', ['house_id', 'resident_id', 'income_type_id', 'assessment_id']),
    kind: { column: 'debts.kind', kind: 'text' },
    period: { column: 'debts.period', kind: 'text' },
    block_id: { column: 'houses.block_id', kind: 'number' },
    ...dateRangeFilters('debts.due_on'),
  },
  search: ['residents.name_search', 'houses.search'],
};

/** The footer of the lines list. */
export const debtSums = {
  amount: 'debts.amount',
  paid: sql`(select sum(a.amount) from allocations a where a.debt_id = debts.id)`,
};

// door_length and no_block are only there to sort by house label.
export function debtToApi({ door_length: _length, no_block: _block, ...row }: Row): Debt {
  const paid = Number(row.paid ?? 0);
  const amount = Number(row.amount);
  // The columns are the select's; the routes' response schemas hold the answer to the Debt shape.
  return {
    ...row,
    amount,
    paid,
    open: amount - paid,
    is_paid: amount - paid <= 0,
    computation: typeof row.computation === 'string' ? JSON.parse(row.computation) : null,
  } as Debt;
}

export const debtRow = (trx: Db, id: number) =>
  trx.selectFrom('debts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** An assessment's total follows its lines (late fees apart). */
export async function recountAssessmentTotal(trx: Db, assessmentId: number): Promise<void> {
  await trx
    .updateTable('assessments')
    .set({
      total: sql`(select coalesce(sum(amount), 0) from debts where assessment_id = ${assessmentId} and kind <> 'late_fee')`,
    })
    .where('id', '=', assessmentId)
    .execute();
}
