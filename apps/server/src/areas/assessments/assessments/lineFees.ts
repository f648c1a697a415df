import { formatMoney } from '@site/shared';
import { allocateCredits, rebuildCollectionEntries } from '../../../accounting/allocation';
import { today, turkishDate } from '../../../accounting/dates';
import { type FeeChange, recomputeFees } from '../../../accounting/lateFeeRecompute';
import type { DebtPayment } from '../../../accounting/lateFees';
import { periodName } from '../../../accounting/periodName';
import type { Db } from '../../../db/connection';
import { houseLabels } from './assessments.repository';

// The late fees of edited lines, recomputed, and the Turkish warnings that name each change.

/** A line of an assessment as it was before an edit. */
export type OldLine = {
  id: number;
  house_id: number | null;
  resident_id: number | null;
  due_on: string;
  amount: number;
  period: string | null;
  income_type_id: number | null;
};

/** At most this many warnings name a house; more are summed up in one. */
const WARNINGS_NAMED = 8;

/** The first payments of a line up to its (new) amount: what would pay it again. */
export function upTo(payments: DebtPayment[], amount: number): DebtPayment[] {
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
export async function feeWarnings(
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
