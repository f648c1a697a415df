import { type DebtUpdateInput, PAYBACK_DEBT_NOT_EDITABLE_MESSAGE, toKurus } from '@site/shared';
import type { Updateable } from 'kysely';
import { allocateCredits, rebuildCollectionEntries } from '../../../accounting/allocation';
import { changeDebt } from '../../../accounting/debts';
import { paymentsOf } from '../../../accounting/lateFeeRules';
import type { Db } from '../../../db/connection';
import type { DebtsTable } from '../../../db/types';
import { invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import { debtRow, recountAssessmentTotal } from './debts.repository';
import { recomputeLineFees } from './lineFees';

type Row = Record<string, unknown>;

/**
 * One line of an assessment: its amount, due date, debtor or description. Its two journal entries follow,
 * what paid it is spread again, and a new amount, due date or debtor recomputes its late fees; the Turkish
 * warnings name each fee that changed.
 */
export async function updateDebt(
  db: Db,
  before: Row & { id: number; cluster_id: number },
  body: DebtUpdateInput,
  actor: Actor,
): Promise<string[]> {
  if (before.kind === 'payback') throw invalid('amount', PAYBACK_DEBT_NOT_EDITABLE_MESSAGE);
  if (body.resident_id != null) await assertLinked(db, 'residents', 'resident_id', body.resident_id, before.cluster_id);
  return db.transaction().execute(async (trx) => {
    const paidBefore = (await paymentsOf(trx, [before.id])).get(before.id) ?? [];
    const changes: Updateable<DebtsTable> = {};
    if (body.amount !== undefined) changes.amount = toKurus(body.amount);
    if (body.due_on !== undefined) {
      changes.due_on = body.due_on;
      changes.period = body.due_on.slice(0, 7);
    }
    if (body.resident_id !== undefined) changes.resident_id = body.resident_id;
    if (body.description !== undefined) changes.description = body.description;
    // Its entries follow in the same transaction row, so it stays balanced; what paid it is re-spread: a
    // smaller line frees credit, a larger one takes more.
    const touched = await changeDebt(trx, before.id, changes);
    const debt = await debtRow(trx, before.id);
    await allocateCredits(trx, debt.cluster_id);
    await rebuildCollectionEntries(trx, touched);
    // A line's new amount, due date or debtor recomputes its late fees, and says so.
    const moneyChanged =
      Number(debt.amount) !== Number(before.amount) ||
      debt.due_on !== before.due_on ||
      debt.resident_id !== before.resident_id;
    const feeWarnings =
      moneyChanged && (debt.kind === 'assessment' || debt.kind === 'transfer_due')
        ? await recomputeLineFees(trx, debt.id, paidBefore, actor.userId)
        : [];
    if (debt.assessment_id !== null) await recountAssessmentTotal(trx, debt.assessment_id);
    await logChange(trx, actor, {
      clusterId: debt.cluster_id,
      entityType: 'debt',
      entityId: debt.id,
      action: ACTION.update,
      before,
      after: debt as Row,
    });
    return feeWarnings;
  });
}
