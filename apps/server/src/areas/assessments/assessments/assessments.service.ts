import {
  type AssessmentInput,
  DATE_MAX,
  formatMoney,
  fromKurus,
  MONEY_MAX,
  messages,
  type TransferDueInput,
  toKurus,
} from '@site/shared';
import { allocateCredits, rebuildCollectionEntries, releaseAllocations } from '../../../accounting/allocation';
import { periodOf, today, turkishDate } from '../../../accounting/dates';
import { deleteDebts, insertDebts, type NewDebt, rewriteDebtEntries } from '../../../accounting/debts';
import { removeTransaction } from '../../../accounting/journal';
import { type ChangedDebt, type FeeChange, recomputeFees } from '../../../accounting/lateFeeRecompute';
import { paymentsOf } from '../../../accounting/lateFeeRules';
import type { DebtPayment } from '../../../accounting/lateFees';
import { buildLines, type Line, SplitError, type SplitHouse } from '../../../accounting/lines';
import { periodName } from '../../../accounting/periodName';
import type { Rounding } from '../../../accounting/split';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { assertLinked } from '../../../kernel/definitionRules';
import { createCollection } from '../../incomes';
import { currentOwners, houseLabels, loadSplitHouses } from './assessments.repository';

/** The largest line (debt) an assessment may write, in kuruş: what the line's own form accepts. */
const LINE_MAX = toKurus(MONEY_MAX);

type Row = Record<string, unknown>;
/** Runs inside the write's transaction with the assessment id (the action log). */
export type AfterWrite = (trx: Db, id: number) => Promise<void>;

export type Preview = {
  lines: (Line & { house_label: string; resident_name: string | null })[];
  houses: {
    house_id: number;
    house_label: string;
    resident_id: number | null;
    resident_name: string | null;
    amount: number;
  }[];
  total: number;
};

async function roundingOf(db: Db, clusterId: number): Promise<Rounding> {
  const cluster = await db
    .selectFrom('clusters')
    .select('share_meter_rounding')
    .where('id', '=', clusterId)
    .executeTakeFirst();
  if (!cluster) throw notFound();
  return cluster.share_meter_rounding === 'round' ? 'round' : 'no_rounding';
}

async function validateLinks(db: Db, input: AssessmentInput): Promise<void> {
  await assertLinked(db, 'income_types', 'income_type_id', input.income_type_id, input.cluster_id, {
    allowShared: true,
  });
  for (const blockId of input.block_ids ?? []) await assertLinked(db, 'blocks', 'block_ids', blockId, input.cluster_id);
  for (const line of input.type_amounts ?? [])
    await assertLinked(db, 'house_types', 'type_amounts', line.house_type_id, input.cluster_id);
}

/** The lines an assessment would write, per house and month, without writing anything. */
export async function previewAssessment(
  db: Db,
  input: AssessmentInput,
): Promise<{ preview: Preview; houses: SplitHouse[] }> {
  await validateLinks(db, input);
  const houses = await loadSplitHouses(db, {
    clusterId: input.cluster_id,
    blockIds: input.calculation_type_id === 2 ? (input.block_ids ?? []) : null,
    debitorTypeId: input.debitor_type_id,
    includeEmpty: input.include_empty ?? true,
    houseIds: input.assessment_type === 'free' ? (input.house_amounts ?? []).map((h) => h.house_id) : null,
  });
  if (input.assessment_type === 'free') {
    const known = new Set(houses.map((h) => h.id));
    if ((input.house_amounts ?? []).some((h) => !known.has(h.house_id)))
      throw invalid('house_amounts', 'Öğe bulunamadı.');
  }
  let lines: Line[];
  try {
    lines = buildLines(
      {
        assessmentType: input.assessment_type,
        splitMethod: input.split_method,
        parameter: input.parameter,
        amountTypeId: input.amount_type_id,
        amount: input.amount,
        houseAmounts: input.house_amounts,
        typeAmounts: input.type_amounts,
        startsOn: input.starts_on,
        months: input.months,
      },
      houses,
      await roundingOf(db, input.cluster_id),
    );
  } catch (error) {
    if (error instanceof SplitError)
      throw invalid(input.assessment_type === 'general' ? 'split_method' : 'amount', error.message);
    throw error;
  }
  if (!lines.length) throw invalid('amount', 'Borçlandırılacak bağımsız bölüm yok.');
  const byId = new Map(houses.map((h) => [h.id, h]));
  // Every month's due date stays a date of money (the lines fall on the start's day, month after month).
  const lastDue = lines.reduce((last, line) => (line.dueOn > last ? line.dueOn : last), '');
  if (lastDue > DATE_MAX) throw invalid('months', messages.dateBefore('12.12.2099'));
  // A line must stay one a manager can edit (the line form's limit), e.g. a unit price times a large area.
  const over = lines.find((line) => line.amount > LINE_MAX);
  if (over)
    throw invalid(
      'amount',
      `Bir bağımsız bölüme en fazla ${formatMoney(LINE_MAX)} düşebilir: ${byId.get(over.houseId)?.label ?? ''} için ${formatMoney(over.amount)} hesaplandı.`,
    );
  const perHouse = new Map<number, Preview['houses'][number]>();
  for (const line of lines) {
    const house = byId.get(line.houseId) as SplitHouse;
    const entry = perHouse.get(line.houseId) ?? {
      house_id: house.id,
      house_label: house.label,
      resident_id: house.debtorId,
      resident_name: house.debtorName,
      amount: 0,
    };
    entry.amount += line.amount;
    perHouse.set(line.houseId, entry);
  }
  return {
    houses,
    preview: {
      lines: lines.map((l) => ({
        ...l,
        house_label: byId.get(l.houseId)?.label ?? '',
        resident_name: byId.get(l.houseId)?.debtorName ?? null,
      })),
      houses: [...perHouse.values()],
      total: lines.reduce((sum, l) => sum + l.amount, 0),
    },
  };
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The assessment row of a payload (money as kuruş, lists as JSON text). */
function assessmentColumns(input: AssessmentInput) {
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
  const debts: NewDebt[] = preview.lines.map((l) => ({
    houseId: l.houseId,
    residentId: l.residentId,
    incomeTypeId,
    kind: 'assessment',
    period: l.period,
    amount: l.amount,
    dueOn: l.dueOn,
    description,
    assessmentId,
  }));
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

type OldLine = {
  id: number;
  house_id: number | null;
  resident_id: number | null;
  due_on: string;
  amount: number;
  period: string | null;
  income_type_id: number | null;
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

/** At most this many warnings name a house; more are summed up in one. */
const WARNINGS_NAMED = 8;

/**
 * Editing an assessment. A line whose money did not change (same house, debtor, due date and amount) stays
 * with what paid it and its late fees; only its words (and income type) change. A line whose amount, due
 * date or debtor changed is updated in place: what paid it is spread again and its late fees are recomputed
 * for the months that have ended (`recomputeFees`). Lines no longer charged are removed with their fees, new
 * ones added. Every late fee that changed or went is named in the returned warnings, in Turkish.
 */
export async function updateAssessment(
  db: Db,
  id: number,
  input: AssessmentInput,
  userId: number | null,
  log?: AfterWrite,
  asOf = today(),
): Promise<{ warnings: string[] }> {
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
      touched.push(...(await releaseAllocations(trx, [old.id])));
      await trx
        .updateTable('debts')
        .set({
          house_id: line.houseId,
          resident_id: line.residentId,
          amount: line.amount,
          due_on: line.dueOn,
          period: line.period,
          updated_at: nowIso(),
        })
        .where('id', '=', old.id)
        .execute();
      await rewriteDebtEntries(trx, old.id);
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
        debts: added.map((l) => ({
          houseId: l.houseId,
          residentId: l.residentId,
          incomeTypeId,
          kind: 'assessment',
          period: l.period,
          amount: l.amount,
          dueOn: l.dueOn,
          description,
          assessmentId: id,
        })),
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
    await log?.(trx, id);
    const linesNow = new Map(changed.map(([old, line]) => [old.id, { houseId: line.houseId, dueOn: line.dueOn }]));
    return { warnings: await feeWarnings(trx, changes, linesNow, removed, fees) };
  });
}

/** The late fees charged on each of these debts, in kuruş. */
async function feeTotals(trx: Db, debtIds: number[]): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  for (let i = 0; i < debtIds.length; i += 500) {
    const rows = await trx
      .selectFrom('debts')
      .select(['parent_debt_id', 'amount'])
      .where('parent_debt_id', 'in', debtIds.slice(i, i + 500))
      .execute();
    for (const r of rows)
      totals.set(r.parent_debt_id as number, (totals.get(r.parent_debt_id as number) ?? 0) + Number(r.amount));
  }
  return totals;
}

/** The first payments of a line up to its (new) amount: what would pay it again. */
function upTo(payments: DebtPayment[], amount: number): DebtPayment[] {
  let left = amount;
  return payments.flatMap((p) => {
    const part = Math.min(p.amount, left);
    left -= part;
    return part > 0 ? [{ on: p.on, amount: part }] : [];
  });
}

/**
 * After one line's amount, due date or debtor was edited (its allocations released and spread again by the
 * caller): its late fees recomputed on what had paid it before the edit, and the Turkish warnings naming them.
 */
export async function recomputeLineFees(
  trx: Db,
  debtId: number,
  paidBefore: DebtPayment[],
  userId: number | null,
  asOf = today(),
): Promise<string[]> {
  const debt = await trx
    .selectFrom('debts')
    .select(['id', 'cluster_id', 'house_id', 'resident_id', 'amount', 'due_on'])
    .where('id', '=', debtId)
    .executeTakeFirstOrThrow();
  const amount = Number(debt.amount);
  const { changes, touched } = await recomputeFees(
    trx,
    debt.cluster_id,
    [{ ...debt, amount, payments: upTo(paidBefore, amount) }],
    asOf,
    userId,
  );
  await allocateCredits(trx, debt.cluster_id);
  await rebuildCollectionEntries(trx, touched);
  return feeWarnings(trx, changes, new Map([[debt.id, { houseId: debt.house_id, dueOn: debt.due_on }]]), [], new Map());
}

/** The Turkish warnings of an edit: each late fee recomputed, added or removed, and each line removed with its fees. */
async function feeWarnings(
  trx: Db,
  changes: FeeChange[],
  linesNow: Map<number, { houseId: number | null; dueOn: string }>,
  removed: OldLine[],
  fees: Map<number, number>,
): Promise<string[]> {
  const removedWithFees = removed.filter((l) => fees.has(l.id));
  if (!changes.length && !removedWithFees.length) return [];
  const labels = await houseLabels(trx, [
    ...[...linesNow.values()].flatMap((line) => (line.houseId === null ? [] : [line.houseId])),
    ...removedWithFees.flatMap((l) => (l.house_id === null ? [] : [l.house_id])),
  ]);
  const named: string[] = [];
  for (const change of changes) {
    const line = linesNow.get(change.debtId) as { houseId: number | null; dueOn: string };
    const where = `${line.houseId === null ? '' : (labels.get(line.houseId) ?? '')}, ${periodName(change.period)}`;
    if (change.before === null)
      named.push(`${where}: gecikme tazminatı ${formatMoney(change.after as number)} olarak hesaplandı.`);
    else if (change.after === null)
      named.push(
        change.notLate
          ? `${where}: ${formatMoney(change.before)} gecikme tazminatı kaldırıldı; yeni son ödeme tarihi ${turkishDate(line.dueOn)} olduğundan bu ayda gecikme yok.`
          : `${where}: ${formatMoney(change.before)} gecikme tazminatı kaldırıldı; yeni tutarla bu ayda gecikmiş borç kalmıyor.`,
      );
    else
      named.push(
        `${where}: gecikme tazminatı ${formatMoney(change.before)} yerine ${formatMoney(change.after as number)} olarak yeniden hesaplandı.`,
      );
  }
  for (const line of removedWithFees)
    named.push(
      `${line.house_id === null ? '' : (labels.get(line.house_id) ?? '')}: ${turkishDate(line.due_on)} son ödemeli satır tahakkuktan çıktı; ${formatMoney(fees.get(line.id) as number)} gecikme tazminatı da silindi.`,
    );
  if (named.length <= WARNINGS_NAMED) return named;
  const sum = (values: (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);
  const feesBefore = sum(changes.map((c) => c.before)) + sum(removedWithFees.map((l) => fees.get(l.id) ?? 0));
  const feesAfter = sum(changes.map((c) => c.after));
  return [
    ...named.slice(0, WARNINGS_NAMED - 1),
    `… ve ${named.length - (WARNINGS_NAMED - 1)} gecikme tazminatı değişikliği daha. Değişen gecikme tazminatlarının toplamı ${formatMoney(feesBefore)} iken ${formatMoney(feesAfter)} oldu.`,
  ];
}

/**
 * The houses and months of `lines` already charged with the same income type by another assessment: the
 * same dues charged twice, which the screen asks the manager to confirm before saving.
 */
export async function findRepeats(
  db: Db,
  clusterId: number,
  incomeTypeId: number | null,
  lines: Line[],
): Promise<{ house_count: number; periods: string[] }> {
  if (incomeTypeId === null || !lines.length) return { house_count: 0, periods: [] };
  const wanted = new Set(lines.map((l) => `${l.houseId}|${l.period}`));
  const periods = [...new Set(lines.map((l) => l.period))];
  const houseIds = [...new Set(lines.map((l) => l.houseId))];
  const charged: { house_id: number | null; period: string | null }[] = [];
  for (let i = 0; i < houseIds.length; i += 500) {
    charged.push(
      ...(await db
        .selectFrom('debts')
        .select(['house_id', 'period'])
        .distinct()
        .where('cluster_id', '=', clusterId)
        .where('kind', '=', 'assessment')
        .where('income_type_id', '=', incomeTypeId)
        .where('period', 'in', periods)
        .where('house_id', 'in', houseIds.slice(i, i + 500))
        .execute()),
    );
  }
  const repeated = charged.filter((d) => wanted.has(`${d.house_id}|${d.period}`));
  return {
    house_count: new Set(repeated.map((d) => d.house_id)).size,
    periods: [...new Set(repeated.map((d) => d.period as string))].sort(),
  };
}

export async function deleteAssessment(trx: Db, id: number): Promise<void> {
  const existing = await trx.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!existing) throw notFound();
  await clearAssessment(trx, existing);
  await trx.deleteFrom('assessments').where('id', '=', id).execute();
}

/**
 * Opening balances (devir): a positive line is a debt of the house or resident, a negative line a credit
 * (alacak) that pays their next debts. Both sides post against the `opening` account.
 */
export async function createTransferDue(
  db: Db,
  input: TransferDueInput,
  userId: number | null,
  log?: AfterWrite,
): Promise<number> {
  const clusterId = input.cluster_id;
  if (input.income_type_id)
    await assertLinked(db, 'income_types', 'income_type_id', input.income_type_id, clusterId, { allowShared: true });
  for (const [i, line] of input.lines.entries()) {
    if (line.house_id == null && line.resident_id == null)
      throw invalid(`lines.${i}.house_id`, 'Bağımsız bölüm veya sakin seçin.');
    if (line.house_id != null) await assertLinked(db, 'houses', `lines.${i}.house_id`, line.house_id, clusterId);
    if (line.resident_id != null)
      await assertLinked(db, 'residents', `lines.${i}.resident_id`, line.resident_id, clusterId);
    if (line.amount === 0) throw invalid(`lines.${i}.amount`, 'Tutar sıfır olamaz.');
  }
  const owners = await currentOwners(
    db,
    clusterId,
    input.lines.filter((l) => l.house_id != null && l.resident_id == null).map((l) => l.house_id as number),
  );
  const description = input.description ?? 'Devir';
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const total = input.lines.reduce((sum, l) => sum + toKurus(l.amount), 0);
    const { id } = await trx
      .insertInto('assessments')
      .values({
        cluster_id: clusterId,
        assessment_type: 'transfer_due',
        income_type_id: input.income_type_id ?? null,
        description,
        search: foldTurkish(description),
        starts_on: input.starts_on,
        months: 1,
        total,
        line_count: input.lines.length,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const debts: NewDebt[] = [];
    for (const line of input.lines) {
      const residentId = line.resident_id ?? (line.house_id != null ? (owners.get(line.house_id) ?? null) : null);
      const amount = toKurus(line.amount);
      if (amount > 0) {
        debts.push({
          houseId: line.house_id ?? null,
          residentId,
          incomeTypeId: input.income_type_id ?? null,
          kind: 'transfer_due',
          period: periodOf(input.starts_on),
          amount,
          dueOn: input.starts_on,
          description,
          assessmentId: id,
        });
      } else {
        await createCollection(trx, {
          clusterId,
          houseId: line.house_id ?? null,
          residentId,
          bankAccountId: null,
          safeId: null,
          amount: -amount,
          collectedOn: input.starts_on,
          description,
          assessmentId: id,
          createdBy: userId,
        });
      }
    }
    const { transactionId } = await insertDebts(trx, {
      clusterId,
      kind: 'transfer_due',
      occurredOn: input.starts_on,
      description,
      createdBy: userId,
      debts,
    });
    await trx.updateTable('assessments').set({ transaction_id: transactionId }).where('id', '=', id).execute();
    await log?.(trx, id);
    return id;
  });
}

/** API shape of an assessment row. */
export function assessmentToApi({ search: _search, ...row }: Row): Row {
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : null);
  const money = (v: unknown) => (v === null || v === undefined ? null : fromKurus(Number(v)));
  const houseAmounts = parse(row.house_amounts) as { house_id: number; amount: number }[] | null;
  return {
    ...row,
    include_empty: row.include_empty === 1 || row.include_empty === true,
    block_ids: parse(row.block_ids),
    house_amounts: houseAmounts,
    type_amounts: parse(row.type_amounts),
    amount: money(row.amount),
    total: money(row.total),
    paid: money(row.paid ?? 0),
    line_count: Number(row.line_count ?? 0),
  };
}
