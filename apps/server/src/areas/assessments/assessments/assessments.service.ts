import { type AssessmentDetail, type AssessmentInput, toKurus } from '@site/shared';
import { deleteDebts, insertDebts, type NewDebt } from '../../../accounting/debts';
import { removeTransaction } from '../../../accounting/journal';
import type { Line } from '../../../accounting/lines';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { notFound } from '../../../http/errors';
import { ACTION, type ActionType } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { type Preview, previewAssessment } from './assessmentPreview';
import { assessmentToApi, assessmentWithPaid, findAssessmentRow } from './assessments.repository';
import { debtToApi, selectDebts } from './debts.repository';

type Row = Record<string, unknown>;
/** Runs inside the write's transaction with the assessment id (the action log). */
export type AfterWrite = (trx: Db, id: number) => Promise<void>;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The assessment row of a payload (money as kuruş, lists as JSON text). */
export function assessmentColumns(input: AssessmentInput) {
  return {
    assessment_type: input.assessment_type,
    income_type_id: input.income_type_id,
    description: input.description ?? null,
    search: foldTurkish(input.description ?? ''),
    split_method: input.assessment_type === 'general' ? (input.split_method ?? null) : null,
    parameter: input.assessment_type === 'parametric' ? (input.parameter ?? null) : null,
    debitor_type_id: input.debitor_type_id,
    calculation_type_id: input.calculation_type_id,
    block_ids: input.calculation_type_id === 2 ? json(input.block_ids) : null,
    include_empty: input.include_empty === false ? 0 : 1,
    amount_type_id: input.amount_type_id,
    amount: input.amount == null ? null : toKurus(input.amount),
    house_amounts: input.assessment_type === 'free' ? json(input.house_amounts) : null,
    type_amounts: input.assessment_type === 'house_type' ? json(input.type_amounts) : null,
    starts_on: input.starts_on,
    months: input.months,
  };
}

/** The debts of an assessment's lines. */
export const assessmentDebts = (
  lines: Line[],
  of: { assessmentId: number; incomeTypeId: number | null; description: string | null },
): NewDebt[] =>
  lines.map((l) => ({
    houseId: l.houseId,
    residentId: l.residentId,
    incomeTypeId: of.incomeTypeId,
    kind: 'assessment',
    period: l.period,
    amount: l.amount,
    dueOn: l.dueOn,
    description: of.description,
    assessmentId: of.assessmentId,
  }));

/** Writes the debts of an assessment and its journal; the lines come from `preview`. */
async function writeLines(
  trx: Db,
  assessmentId: number,
  clusterId: number,
  incomeTypeId: number | null,
  description: string | null,
  preview: Preview,
  userId: number | null,
  kind: 'assessment' | 'periodical' = 'assessment',
): Promise<void> {
  const debts = assessmentDebts(preview.lines, { assessmentId, incomeTypeId, description });
  const startsOn = preview.lines.reduce((min, l) => (l.dueOn < min ? l.dueOn : min), preview.lines[0].dueOn);
  const { transactionId } = await insertDebts(trx, {
    clusterId,
    kind,
    occurredOn: startsOn,
    description,
    createdBy: userId,
    debts,
  });
  await trx
    .updateTable('assessments')
    .set({
      transaction_id: transactionId,
      total: preview.total,
      line_count: preview.lines.length,
      updated_at: nowIso(),
    })
    .where('id', '=', assessmentId)
    .execute();
}

export async function createAssessment(
  db: Db,
  input: AssessmentInput,
  userId: number | null,
  extra: { periodicalAssessmentId?: number; period?: string } = {},
  log?: AfterWrite,
): Promise<number | null> {
  const { preview } = await previewAssessment(db, input);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let insert = trx.insertInto('assessments').values({
      ...assessmentColumns(input),
      cluster_id: input.cluster_id,
      periodical_assessment_id: extra.periodicalAssessmentId ?? null,
      period: extra.period ?? null,
      created_by: userId,
      created_at: now,
      updated_at: now,
    });
    // A period of a periodical assessment that exists already (another server, a restart) is left alone.
    if (extra.periodicalAssessmentId)
      insert = insert.onConflict((oc) => oc.columns(['periodical_assessment_id', 'period']).doNothing());
    const inserted = await insert.returning('id').executeTakeFirst();
    if (!inserted) return null;
    await writeLines(
      trx,
      inserted.id,
      input.cluster_id,
      input.income_type_id,
      input.description ?? null,
      preview,
      userId,
      extra.periodicalAssessmentId ? 'periodical' : 'assessment',
    );
    await log?.(trx, inserted.id);
    return inserted.id;
  });
}

/** The action log of an assessment write, inside its transaction. */
export function assessmentLog(actor: Actor, action: ActionType, before: Row | null): AfterWrite {
  return async (trx, id) => {
    const after = await trx.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await logChange(trx, actor, {
      clusterId: after.cluster_id,
      entityType: 'assessment',
      entityId: id,
      action,
      before,
      after: after as Row,
    });
  };
}

/** An assessment as its panel shows it: with what was collected and its lines. */
export async function showAssessment(db: Db, id: number): Promise<AssessmentDetail> {
  const row = await assessmentWithPaid(db, id);
  const lines = await selectDebts(db)
    .where('debts.assessment_id', '=', id)
    .orderBy('debts.due_on')
    .orderBy('debts.id')
    .execute();
  return { ...assessmentToApi(row), lines: lines.map((l) => debtToApi(l as Row)) };
}

/** Every debt id of an assessment. */
async function debtIdsOf(trx: Db, assessmentId: number): Promise<number[]> {
  const rows = await trx.selectFrom('debts').select('id').where('assessment_id', '=', assessmentId).execute();
  return rows.map((r) => r.id);
}

/** Removes what an assessment wrote: its debts (with fees and allocations), opening credits and journal. */
async function clearAssessment(trx: Db, assessment: { id: number; cluster_id: number; transaction_id: number | null }) {
  const credits = await trx
    .selectFrom('collections')
    .select(['id', 'transaction_id'])
    .where('assessment_id', '=', assessment.id)
    .execute();
  for (const credit of credits) {
    await trx.deleteFrom('allocations').where('collection_id', '=', credit.id).execute();
    await trx.deleteFrom('collections').where('id', '=', credit.id).execute();
    await removeTransaction(trx, credit.transaction_id);
  }
  await deleteDebts(trx, assessment.cluster_id, await debtIdsOf(trx, assessment.id));
  await removeTransaction(trx, assessment.transaction_id);
}

/** Removes an assessment with all it wrote, and logs it. */
export async function deleteAssessment(db: Db, before: Row & { id: number; cluster_id: number }, actor: Actor) {
  await db.transaction().execute(async (trx) => {
    const existing = await findAssessmentRow(trx, before.id);
    if (!existing) throw notFound();
    await clearAssessment(trx, existing);
    await trx.deleteFrom('assessments').where('id', '=', before.id).execute();
    await logChange(trx, actor, {
      clusterId: before.cluster_id,
      entityType: 'assessment',
      entityId: before.id,
      action: ACTION.delete,
      before,
      after: null,
    });
  });
}
