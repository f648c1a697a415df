import {
  addMonths,
  BUDGET_ALREADY_CLOSED,
  BUDGET_LOCKED,
  BUDGET_NOT_DRAFT_APPROVE,
  BUDGET_NOT_DRAFT_DELETE,
  type BudgetInput,
  budgetMonths,
} from '@site/shared';
import type { Db } from '../../db/connection';
import { nowIso } from '../../http/clock';
import { invalid } from '../../http/errors';
import { ACTION, type ActionType } from '../../kernel/actionLog';
import { type Actor, logChange } from '../../kernel/changeLog';
import { computeLines, raisedLines } from './budgets.lines';
import { type BudgetRecord, budgetLines, findBudget, replaceLines } from './budgets.repository';

type Row = Record<string, unknown>;

function log(
  trx: Db,
  actor: Actor,
  budget: Row & { id: number; cluster_id: number },
  action: ActionType,
  before: Row | null,
) {
  return logChange(trx, actor, {
    clusterId: budget.cluster_id,
    entityType: 'budget',
    entityId: budget.id,
    action,
    before,
    after: action === ACTION.delete ? null : budget,
  });
}

/** The budget's columns from the form (lines apart); the period is always twelve months. */
function columnsOf(input: BudgetInput): Row {
  return {
    name: input.name,
    starts_on: input.starts_on,
    ends_on: addMonths(input.starts_on, 11),
    distribution_type_id: input.distribution_type_id,
    ...(input.is_active === undefined ? {} : { is_active: input.is_active ? 1 : 0 }),
    note: input.note ?? null,
  };
}

/** A new draft with its lines, in one transaction with its action log; returns its id. */
export async function createBudget(db: Db, clusterId: number, input: BudgetInput, actor: Actor): Promise<number> {
  const lines = await computeLines(db, clusterId, input.starts_on, input.distribution_type_id, input.lines ?? []);
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const created = await trx
      .insertInto('budgets')
      .values({ ...columnsOf(input), cluster_id: clusterId, created_at: at, updated_at: at } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceLines(trx, created.id, lines);
    await log(trx, actor, created, ACTION.create, null);
    return created.id;
  });
}

/** Only a draft changes: an approved or closed budget is a 422 'Onaylanmış bütçe değiştirilemez.'. */
function assertDraft(budget: BudgetRecord): void {
  if (budget.status !== 'draft') throw invalid('status', BUDGET_LOCKED);
}

/** The form saved again: its columns, and its lines when the form sends them. */
export async function updateBudget(db: Db, budget: BudgetRecord, input: BudgetInput, actor: Actor): Promise<void> {
  assertDraft(budget);
  const lines = input.lines
    ? await computeLines(db, budget.cluster_id, input.starts_on, input.distribution_type_id, input.lines)
    : null;
  await db.transaction().execute(async (trx) => {
    // Checked again inside: an approval may have come in between.
    const current = await findBudget(trx, budget.id);
    if (!current) throw invalid('id', BUDGET_LOCKED);
    assertDraft(current);
    const after = await trx
      .updateTable('budgets')
      .set({ ...columnsOf(input), updated_at: nowIso() } as never)
      .where('id', '=', budget.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (lines) await replaceLines(trx, budget.id, lines);
    else if (current.starts_on !== input.starts_on) {
      // A new period moves the months along; the amounts stay in their order.
      const old = budgetMonths(current.starts_on);
      const next = budgetMonths(input.starts_on);
      const kept = await budgetLines(trx, budget.id);
      await replaceLines(
        trx,
        budget.id,
        kept.map((line) => ({
          expense_type_id: line.expense_type_id,
          month: next[old.indexOf(line.month)] ?? line.month,
          amount: Number(line.amount),
        })),
      );
    }
    await log(trx, actor, after, ACTION.update, current);
  });
}

/** Deletes a draft (its lines go with it); an approved or closed budget is a 422. */
export async function deleteBudget(db: Db, budget: BudgetRecord, actor: Actor): Promise<void> {
  if (budget.status !== 'draft') throw invalid('status', BUDGET_NOT_DRAFT_DELETE);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('budgets').set({ copied_from_id: null }).where('copied_from_id', '=', budget.id).execute();
    await trx.deleteFrom('budgets').where('id', '=', budget.id).where('status', '=', 'draft').execute();
    await log(trx, actor, budget, ACTION.delete, budget);
  });
}

/** Moves the budget to `status` with `set` (approval or closing), checked again inside the transaction. */
async function changeStatus(
  db: Db,
  budget: BudgetRecord,
  allowed: string[],
  message: string,
  set: Row,
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findBudget(trx, budget.id);
    if (!current || !allowed.includes(current.status)) throw invalid('status', message);
    const after = await trx
      .updateTable('budgets')
      .set({ ...set, updated_at: nowIso() } as never)
      .where('id', '=', budget.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await log(trx, actor, after, ACTION.update, current);
  });
}

/** 'Onayla': a draft approved by the meeting on `approved_on` with decision `decision_no`. */
export function approveBudget(
  db: Db,
  budget: BudgetRecord,
  body: { approved_on: string; decision_no: string },
  actor: Actor,
): Promise<void> {
  return changeStatus(db, budget, ['draft'], BUDGET_NOT_DRAFT_APPROVE, { status: 'approved', ...body }, actor);
}

/** 'Kapat': a draft or approved budget is closed (its period is over); closing twice is a 422. */
export function closeBudget(db: Db, budget: BudgetRecord, actor: Actor): Promise<void> {
  return changeStatus(db, budget, ['draft', 'approved'], BUDGET_ALREADY_CLOSED, { status: 'closed' }, actor);
}

/**
 * 'Geçen Yıldan Kopyala': a new draft for the next period (`starts_on`, by default twelve months on) with every
 * line raised by `raise_percent` (see `raisedLines`); returns its id.
 */
export async function copyBudget(
  db: Db,
  source: BudgetRecord,
  body: { raise_percent: number; starts_on?: string | null; name?: string | null },
  actor: Actor,
): Promise<number> {
  const startsOn = body.starts_on ?? addMonths(source.starts_on, 12);
  const name = body.name ?? `${source.name} (${startsOn.slice(0, 4)})`;
  const kept = await budgetLines(db, source.id);
  const lines = raisedLines(
    kept.map((line) => ({ expense_type_id: line.expense_type_id, month: line.month, amount: Number(line.amount) })),
    source.starts_on,
    startsOn,
    body.raise_percent,
  );
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    const created = await trx
      .insertInto('budgets')
      .values({
        cluster_id: source.cluster_id,
        name: name.slice(0, 150),
        starts_on: startsOn,
        ends_on: addMonths(startsOn, 11),
        distribution_type_id: source.distribution_type_id,
        raise_percent: body.raise_percent,
        copied_from_id: source.id,
        note: source.note,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceLines(trx, created.id, lines);
    await log(trx, actor, created, ACTION.create, null);
    return created.id;
  });
}
