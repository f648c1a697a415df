import {
  type BudgetWizardInput,
  fromKurus,
  periodicalAssessmentSchema,
  refinePeriodicalAssessment,
  WIZARD_ALREADY_APPLIED,
  WIZARD_ONLY_APPROVED,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { periodicalAssessmentsResource } from '../../definitions';
import { type BudgetRecord, findBudget } from '../budgets.repository';
import { wizardPlan } from './budgetWizard.service';
import type { Pattern } from './wizardSplit';

type Row = Record<string, unknown>;

const body = periodicalAssessmentSchema.superRefine(refinePeriodicalAssessment);

/** The payload `POST /periodical-assessments` would take for one pattern (money in lira, as the form sends it). */
function payloadOf(budget: BudgetRecord, input: BudgetWizardInput, pattern: Pattern, many: boolean): Row {
  const base = (input.name ?? `${budget.name} Aidatı`).trim();
  const span = pattern.starts_on === pattern.ends_on ? pattern.starts_on : `${pattern.starts_on} – ${pattern.ends_on}`;
  const name = many ? `${base.slice(0, 100 - span.length - 3)} (${span})` : base.slice(0, 100);
  return {
    cluster_id: budget.cluster_id,
    name,
    income_type_id: input.income_type_id,
    split_method: input.split,
    debitor_type_id: 1,
    calculation_type_id: 1,
    block_ids: null,
    include_empty: input.include_empty,
    amount: pattern.amount === null ? null : fromKurus(pattern.amount),
    type_amounts: pattern.type_amounts?.map((t) => ({ ...t, amount: fromKurus(t.amount) })) ?? null,
    starts_on: pattern.starts_on,
    ends_on: pattern.ends_on,
    due_day: input.due_day,
    budget_id: budget.id,
    description: `Bütçeden oluşturuldu: ${budget.name}`.slice(0, 1000),
    is_active: true,
  };
}

/**
 * 'Aidatları Oluştur': the plan's periodical assessments, each validated and written as `POST
 * /periodical-assessments` writes it (its schema, its references, its row and action log), all in one
 * transaction with the budget's action log. A budget's dues are created once: again is a 422 while they exist.
 */
export async function applyWizard(db: Db, budget: BudgetRecord, input: BudgetWizardInput, actor: Actor) {
  const plan = await wizardPlan(db, budget, input);
  if (plan.apply_error) throw invalid('rounding', plan.apply_error);
  const def = periodicalAssessmentsResource;
  const payloads: Row[] = [];
  for (const pattern of plan.patterns) {
    const parsed = body.safeParse(payloadOf(budget, input, pattern, plan.patterns.length > 1));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalid(issue.path.join('.') || '_', issue.message);
    }
    await def.validate?.(db, parsed.data as Row, budget.cluster_id);
    payloads.push(parsed.data as Row);
  }
  if (!payloads.length) throw invalid('budget_id', 'Bütçede borçlandırılacak tutar yok.');
  return db.transaction().execute(async (trx) => {
    // Touching the budget first holds its row: a second apply at the same moment waits and then sees these dues.
    await trx.updateTable('budgets').set({ updated_at: nowIso() }).where('id', '=', budget.id).execute();
    const current = await findBudget(trx, budget.id);
    if (current?.status !== 'approved') throw invalid('budget_id', WIZARD_ONLY_APPROVED);
    const existing = await trx
      .selectFrom('periodical_assessments')
      .select('id')
      .where('budget_id', '=', budget.id)
      .executeTakeFirst();
    if (existing) throw invalid('budget_id', WIZARD_ALREADY_APPLIED);
    const created: { id: number; name: string; starts_on: string; ends_on: string; amount: number | null }[] = [];
    for (const [i, payload] of payloads.entries()) {
      const now = nowIso();
      const values = { ...def.toRow(payload), cluster_id: budget.cluster_id, created_at: now, updated_at: now };
      const { id } = await trx
        .insertInto('periodical_assessments')
        .values(values as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await def.afterWrite?.(trx, { id, ...values }, { userId: actor.userId });
      await logChange(trx, actor, {
        clusterId: budget.cluster_id,
        entityType: def.entityType,
        entityId: id,
        action: ACTION.create,
        before: null,
        after: { id, ...values },
      });
      const pattern = plan.patterns[i];
      created.push({
        id,
        name: String(payload.name),
        starts_on: pattern.starts_on,
        ends_on: pattern.ends_on,
        amount: pattern.amount,
      });
    }
    await logChange(trx, actor, {
      clusterId: budget.cluster_id,
      entityType: 'budget',
      entityId: budget.id,
      action: ACTION.update,
      before: null,
      after: { periodical_assessment_ids: created.map((c) => c.id) },
    });
    return { periodical_assessments: created };
  });
}
