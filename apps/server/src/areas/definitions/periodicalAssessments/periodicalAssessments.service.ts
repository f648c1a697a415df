import { type AssessmentInput, DATE_MAX, dueDateOf, fromKurus } from '@site/shared';
import { nextPeriod, periodOf } from '../../../accounting/dates';
import type { Db } from '../../../db/connection';
import { HttpError } from '../../../http/errors';
import { createAssessment } from '../../assessments';

export type GenerationResult = {
  created: number;
  skipped: number;
  failed: { id: number; period: string; message: string }[];
};

/**
 * Charges every active periodical assessment for each month from its start up to `asOf`'s month that is
 * not charged yet. Idempotent: the (periodical assessment, period) key is unique, so a restart, a second
 * run or a second server at the same moment leaves each month charged once.
 */
export async function generatePeriodicalAssessments(
  db: Db,
  asOf: string,
  clusterId?: number,
  /** One recurring due charged by hand ('Şimdi oluştur'): up to `until`, at most `asOf`'s month. */
  only?: { id: number; until: string; userId: number | null },
): Promise<GenerationResult> {
  const current = only && only.until < periodOf(asOf) ? only.until : periodOf(asOf);
  let query = db
    .selectFrom('periodical_assessments')
    .selectAll()
    .where('is_active', '=', 1)
    .where('starts_on', '<=', current);
  if (clusterId !== undefined) query = query.where('cluster_id', '=', clusterId);
  if (only) query = query.where('id', '=', only.id);
  const definitions = await query.orderBy('id').execute();
  const result: GenerationResult = { created: 0, skipped: 0, failed: [] };
  for (const pa of definitions) {
    const done = new Set(
      (await db.selectFrom('assessments').select('period').where('periodical_assessment_id', '=', pa.id).execute()).map(
        (r) => r.period,
      ),
    );
    const last = pa.ends_on && pa.ends_on < current ? pa.ends_on : current;
    for (let period = pa.starts_on; period <= last; period = nextPeriod(period)) {
      // No due date past the last date the product takes (an open-ended due reaching December 2099).
      if (dueDateOf(period, pa.due_day) > DATE_MAX) break;
      if (done.has(period)) continue;
      // The month's assessment as its form would send it: money in lira.
      const input: AssessmentInput = {
        cluster_id: pa.cluster_id,
        assessment_type: pa.split_method === 'house_type' ? 'house_type' : 'general',
        income_type_id: pa.income_type_id,
        description: `${pa.name} (${period})`,
        split_method: pa.split_method === 'house_type' ? null : (pa.split_method as AssessmentInput['split_method']),
        debitor_type_id: pa.debitor_type_id,
        calculation_type_id: pa.calculation_type_id,
        block_ids: pa.block_ids ? JSON.parse(pa.block_ids) : null,
        include_empty: pa.include_empty === 1,
        amount_type_id: 1,
        amount: pa.amount === null ? null : fromKurus(Number(pa.amount)),
        type_amounts: pa.type_amounts ? JSON.parse(pa.type_amounts) : null,
        starts_on: dueDateOf(period, pa.due_day),
        months: 1,
      };
      try {
        const id = await createAssessment(db, input, only?.userId ?? null, { periodicalAssessmentId: pa.id, period });
        if (id === null) result.skipped++;
        else result.created++;
      } catch (error) {
        // A unique-key race on PostgreSQL surfaces as an error in the loser: the month is charged.
        if (isUniqueViolation(error)) {
          result.skipped++;
          continue;
        }
        if (error instanceof HttpError) {
          result.failed.push({ id: pa.id, period, message: error.message });
          break;
        }
        throw error;
      }
    }
  }
  return result;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
