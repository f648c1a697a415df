import type { Db } from '../db/connection';
import { addDays, nextPeriod, periodEnd, periodOf, periodStart } from './dates';
import { changeDebt, deleteDebts, type NewDebt } from './debts';
import {
  computationOf,
  type FeeDebt,
  feeDebt,
  feeFor,
  feeRules,
  insertFees,
  lateFeeIncomeType,
  storedComputation,
  withNote,
} from './lateFeeRules';
import { computeLateFee, type DebtPayment, firstLateDay } from './lateFees';

/** A debt whose amount, due date or debtor changed, with the payments its late fees are computed on. */
export type ChangedDebt = FeeDebt & { payments: DebtPayment[] };

/** One month's fee of a changed debt: before and after the change (null: none), and whether the month is no longer late. */
export type FeeChange = {
  debtId: number;
  period: string;
  before: number | null;
  after: number | null;
  notLate: boolean;
};

/**
 * Recomputes the late fees of debts whose amount, due date or debtor changed, inside the caller's
 * transaction, for the months that have ended: each month already charged again with the settings it
 * was charged with (removed when the debt is no longer late in it or nothing is owed), and each month
 * from the debt's new first late month to the complex's last charged month that has no fee yet by the
 * charge run's rules. Fees follow their debt's house and debtor. Returns what changed, and the collections
 * whose allocations were released (the caller lets credit pay again).
 */
export async function recomputeFees(
  trx: Db,
  clusterId: number,
  debts: ChangedDebt[],
  asOf: string,
  userId: number | null,
): Promise<{ changes: FeeChange[]; touched: number[] }> {
  const changes: FeeChange[] = [];
  const touched: number[] = [];
  if (!debts.length) return { changes, touched };
  const rules = await feeRules(trx, clusterId);
  // The months the charge runs have reached, never the month under way.
  const lastEnded = periodOf(addDays(periodStart(periodOf(asOf)), -1));
  const lastRun = await trx
    .selectFrom('debts')
    .select((eb) => eb.fn.max('fee_period').as('period'))
    .where('cluster_id', '=', clusterId)
    .where('kind', '=', 'late_fee')
    .executeTakeFirst();
  const upTo = lastRun?.period ? minPeriod(lastRun.period, lastEnded) : null;
  const existing = await trx
    .selectFrom('debts')
    .select(['id', 'parent_debt_id', 'fee_period', 'amount', 'house_id', 'resident_id', 'computation'])
    .where(
      'parent_debt_id',
      'in',
      debts.map((d) => d.id),
    )
    .where('kind', '=', 'late_fee')
    .execute();
  const incomeTypeId = await lateFeeIncomeType(trx);
  const removed: number[] = [];
  const added = new Map<string, NewDebt[]>();
  for (const debt of debts) {
    const charged = new Map(
      existing.filter((f) => f.parent_debt_id === debt.id && f.fee_period).map((f) => [f.fee_period as string, f]),
    );
    const months = new Set(charged.keys());
    if (upTo)
      for (let m = periodOf(firstLateDay(debt.due_on, rules.settings.graceDays)); m <= upTo; m = nextPeriod(m))
        months.add(m);
    for (const period of [...months].sort()) {
      const from = periodStart(period);
      const to = periodEnd(period);
      const old = charged.get(period);
      if (!old) {
        const fee = feeFor(rules, debt, debt.payments, from, to);
        if (!fee) continue;
        const list = added.get(period) ?? [];
        list.push(feeDebt(debt, period, fee, rules.settings, incomeTypeId));
        added.set(period, list);
        changes.push({ debtId: debt.id, period, before: null, after: fee.amount, notLate: false });
        continue;
      }
      // A month already charged keeps the rate, method and grace it was charged with, and its explanation.
      const { settings, enforcement } = storedComputation(old.computation, rules.settings);
      const fee = withNote(
        computeLateFee({ amount: debt.amount, dueOn: debt.due_on }, debt.payments, settings, from, to),
        enforcement,
      );
      const before = Number(old.amount);
      if (fee.amount <= 0) {
        removed.push(old.id);
        const notLate = to < firstLateDay(debt.due_on, settings.graceDays);
        changes.push({ debtId: debt.id, period, before, after: null, notLate });
        continue;
      }
      if (fee.amount === before && old.house_id === debt.house_id && old.resident_id === debt.resident_id) continue;
      touched.push(
        ...(await changeDebt(trx, old.id, {
          amount: fee.amount,
          house_id: debt.house_id,
          resident_id: debt.resident_id,
          computation: computationOf(settings, fee),
        })),
      );
      if (fee.amount !== before) changes.push({ debtId: debt.id, period, before, after: fee.amount, notLate: false });
    }
  }
  await deleteDebts(trx, clusterId, removed);
  for (const [period, fees] of added) await insertFees(trx, clusterId, period, fees, userId);
  return { changes, touched };
}

const minPeriod = (a: string, b: string) => (a < b ? a : b);
