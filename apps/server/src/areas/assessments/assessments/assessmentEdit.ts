import type { AssessmentInput } from '@site/shared';
import { allocateCredits, rebuildCollectionEntries } from '../../../accounting/allocation';
import { today } from '../../../accounting/dates';
import { changeDebt, deleteDebts, insertDebts, rewriteDebtEntries } from '../../../accounting/debts';
import { type ChangedDebt, recomputeFees } from '../../../accounting/lateFeeRecompute';
import { paymentsOf } from '../../../accounting/lateFeeRules';
import type { Line } from '../../../accounting/lines';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import type { Actor } from '../../../kernel/changeLog';
import { previewAssessment } from './assessmentPreview';
import { feeTotals } from './assessments.repository';
import { assessmentColumns, assessmentDebts, assessmentLog } from './assessments.service';
import { feeWarnings, type OldLine, upTo } from './lineFees';

type Row = Record<string, unknown>;
/** What an edit needs to know of the assessment it edits. */
type EditedAssessment = Row & {
  id: number;
  cluster_id: number;
  assessment_type: string;
  periodical_assessment_id: number | null;
};

/**
 * Pairs an assessment's lines with the lines of its edit: first a line with the same house, debtor, due date
 * and amount (unchanged), then one of the same house and month, then one of the same house in due-date
 * order (changed). The old lines left are removed, the new ones left are added.
 */
function pairLines(before: OldLine[], after: Line[]) {
  const kept: [OldLine, Line][] = [];
  const changed: [OldLine, Line][] = [];
  let oldLeft = [...before].sort((a, b) => a.due_on.localeCompare(b.due_on) || a.id - b.id);
  let newLeft = [...after].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const pass = (into: [OldLine, Line][], same: (o: OldLine, n: Line) => boolean) => {
    const unpaired: Line[] = [];
    for (const line of newLeft) {
      const match = oldLeft.find((o) => same(o, line));
      if (!match) {
        unpaired.push(line);
        continue;
      }
      oldLeft = oldLeft.filter((o) => o !== match);
      into.push([match, line]);
    }
    newLeft = unpaired;
  };
  pass(
    kept,
    (o, n) =>
      o.house_id === n.houseId && o.resident_id === n.residentId && o.due_on === n.dueOn && o.amount === n.amount,
  );
  pass(changed, (o, n) => o.house_id === n.houseId && o.period === n.period);
  pass(changed, (o, n) => o.house_id === n.houseId);
  return { kept, changed, removed: oldLeft, added: newLeft };
}

/**
 * Editing an assessment. A line whose money did not change (same house, debtor, due date and amount) stays
 * with what paid it and its late fees; only its words (and income type) change. A line whose amount, due
 * date or debtor changed is updated in place: what paid it is spread again and its late fees are recomputed
 * for the months that have ended (`recomputeFees`). Lines no longer charged are removed with their fees, new
 * ones added. Every late fee that changed or went is named in the returned warnings, in Turkish.
 */
export async function updateAssessment(
  db: Db,
  assessment: EditedAssessment,
  body: AssessmentInput,
  actor: Actor,
  asOf = today(),
): Promise<{ warnings: string[] }> {
  if (assessment.assessment_type === 'transfer_due' || assessment.periodical_assessment_id !== null) {
    // Opening balances are edited line by line; a periodical month follows its definition.
    throw invalid(
      'assessment_type',
      assessment.assessment_type === 'transfer_due'
        ? 'Devir satırları Tüm Tahakkuklar ekranında tek tek düzenlenir.'
        : 'Periyodik tahakkukun bir ayı düzenlenemez; periyodik tahakkuk tanımını değiştirin.',
    );
  }
  const { id } = assessment;
  const input = { ...body, cluster_id: assessment.cluster_id };
  const userId = actor.userId;
  const { preview } = await previewAssessment(db, input);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const clusterId = existing.cluster_id;
    const description = input.description ?? null;
    const incomeTypeId = input.income_type_id;
    const before = (
      await trx
        .selectFrom('debts')
        .select(['id', 'house_id', 'resident_id', 'due_on', 'amount', 'period', 'income_type_id'])
        .where('assessment_id', '=', id)
        .where('kind', '=', 'assessment')
        .execute()
    ).map((d) => ({ ...d, amount: Number(d.amount) }));
    const { kept, changed, removed, added } = pairLines(before, preview.lines);
    const fees = await feeTotals(
      trx,
      removed.map((l) => l.id),
    );
    const touched: number[] = [];

    // Words (and the income type) of every line that stays.
    const staying = [...kept, ...changed].map(([old]) => old.id);
    for (let i = 0; i < staying.length; i += 500) {
      await trx
        .updateTable('debts')
        .set({ description, income_type_id: incomeTypeId, updated_at: nowIso() })
        .where('id', 'in', staying.slice(i, i + 500))
        .execute();
    }
    for (const [old] of kept) if (old.income_type_id !== incomeTypeId) await rewriteDebtEntries(trx, old.id);
    for (let i = 0; i < staying.length; i += 500) {
      await trx
        .updateTable('journal_entries')
        .set({ description })
        .where('debt_id', 'in', staying.slice(i, i + 500))
        .execute();
    }
    await trx
      .updateTable('journal_transactions')
      .set({ description })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('debts')
          .select('transaction_id')
          .where('assessment_id', '=', id)
          .where('kind', '=', 'assessment'),
      )
      .execute();

    // Changed lines: their fees are computed on what had paid them, up to the new amount.
    const paidBefore = await paymentsOf(
      trx,
      changed.map(([old]) => old.id),
    );
    const recompute: ChangedDebt[] = [];
    for (const [old, line] of changed) {
      touched.push(
        ...(await changeDebt(trx, old.id, {
          house_id: line.houseId,
          resident_id: line.residentId,
          amount: line.amount,
          due_on: line.dueOn,
          period: line.period,
        })),
      );
      recompute.push({
        id: old.id,
        house_id: line.houseId,
        resident_id: line.residentId,
        amount: line.amount,
        due_on: line.dueOn,
        payments: upTo(paidBefore.get(old.id) ?? [], line.amount),
      });
    }
    await deleteDebts(
      trx,
      clusterId,
      removed.map((l) => l.id),
    );
    if (added.length) {
      await insertDebts(trx, {
        clusterId,
        kind: 'assessment',
        occurredOn: added[0].dueOn,
        description,
        createdBy: userId,
        debts: assessmentDebts(added, { assessmentId: id, incomeTypeId, description }),
      });
    }
    const { changes, touched: feeTouched } = await recomputeFees(trx, clusterId, recompute, asOf, userId);
    // What the changes freed pays again, in the complex's allocation order.
    await allocateCredits(trx, clusterId);
    await rebuildCollectionEntries(trx, [...new Set([...touched, ...feeTouched])]);

    const first = await trx
      .selectFrom('debts')
      .select('transaction_id')
      .where('assessment_id', '=', id)
      .where('kind', '=', 'assessment')
      .orderBy('id')
      .executeTakeFirst();
    await trx
      .updateTable('assessments')
      .set({
        ...assessmentColumns(input),
        transaction_id: first?.transaction_id ?? null,
        total: preview.total,
        line_count: preview.lines.length,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    await assessmentLog(actor, ACTION.update, assessment)(trx, id);
    const linesNow = new Map(changed.map(([old, line]) => [old.id, { houseId: line.houseId, dueOn: line.dueOn }]));
    return { warnings: await feeWarnings(trx, changes, linesNow, removed, fees) };
  });
}
