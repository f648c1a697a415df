import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { invalid } from '../http/errors';
import { addDays, maxDate, minDate, nextPeriod, periodEnd, periodOf, periodStart } from './dates';
import type { NewDebt } from './debts';
import { type FeeRules, feeDebt, feeFor, feeRules, insertFees, lateFeeIncomeType, paymentsOf } from './lateFeeRules';
import type { LateFee } from './lateFees';

/** Only a month that has ended is charged: not the current one, not a future one. */
export const LATE_FEE_MONTH_NOT_ENDED = 'Gecikme tazminatı yalnızca sona ermiş aylar için hesaplanabilir.';

/**
 * The fees one month's charge run would write, without writing them: for each debt late in that month
 * (principal only, never a fee on a fee, none inside an open enforcement case) one fee debt, explained line
 * by line; a debt already charged for the month is left out (one fee per debt and month). The preview shows
 * exactly this, and the charge writes exactly this.
 */
export async function planLateFees(
  db: Db,
  clusterId: number,
  period: string,
  asOf: string,
): Promise<{ rules: FeeRules; fees: NewDebt[] }> {
  const from = periodStart(period);
  // A month is charged once (the fee key is debt and month), so only a month that has ended can be: charged
  // part-way, the rest of it could never be charged again.
  if (periodEnd(period) >= asOf) throw invalid('period', LATE_FEE_MONTH_NOT_ENDED);
  const to = periodEnd(period);
  const rules = await feeRules(db, clusterId);
  const { settings } = rules;
  if (settings.rateBp <= 0) return { rules, fees: [] };
  const lastDue = addDays(to, -(settings.graceDays + 1));
  const debts = (
    await db
      .selectFrom('debts')
      .select(['id', 'house_id', 'resident_id', 'amount', 'due_on'])
      .where('cluster_id', '=', clusterId)
      .where('kind', 'in', ['assessment', 'transfer_due'])
      .where('due_on', '<=', lastDue)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('debts as fee')
              .select('fee.id')
              .whereRef('fee.parent_debt_id', '=', 'debts.id')
              .where('fee.fee_period', '=', period),
          ),
        ),
      )
      .execute()
  ).map((d) => ({ ...d, amount: Number(d.amount) }));
  const payments = await paymentsOf(
    db,
    debts.map((d) => d.id),
  );
  const incomeTypeId = await lateFeeIncomeType(db);
  const fees: NewDebt[] = [];
  for (const debt of debts) {
    const fee = feeFor(rules, debt, payments.get(debt.id) ?? [], from, to);
    if (fee) fees.push(feeDebt(debt, period, fee, settings, incomeTypeId));
  }
  return { rules, fees };
}

/** Charges one month's late fees of a complex: what `planLateFees` finds, in one transaction. */
export async function chargeLateFees(
  db: Db,
  clusterId: number,
  period: string,
  asOf: string,
  userId: number | null,
  log?: (trx: Db, result: { count: number; total: number }) => Promise<void>,
): Promise<{ count: number; total: number }> {
  const { fees } = await planLateFees(db, clusterId, period, asOf);
  if (!fees.length) return { count: 0, total: 0 };
  return db.transaction().execute(async (trx) => {
    // Another run may have charged the same month meanwhile: the fee key keeps one.
    const written = await insertFees(trx, clusterId, period, fees, userId);
    const result = { count: written.debts.length, total: written.debts.reduce((s, d) => s + d.amount, 0) };
    if (result.count) await log?.(trx, result);
    return result;
  });
}

export type AccruedFee = {
  debt_id: number;
  amount: number;
  from: string;
  to: string;
  text: string;
  lines: LateFee['lines'];
};

/**
 * Fees that have built up on the given debts since the last charged month, up to `asOf`, not yet
 * charged: what the house would owe if the fees were charged today.
 */
export async function accruedLateFees(
  db: Db,
  clusterId: number,
  debtIds: number[],
  asOf: string,
): Promise<AccruedFee[]> {
  if (!debtIds.length) return [];
  const rules = await feeRules(db, clusterId);
  const debts = (
    await db
      .selectFrom('debts')
      .select([
        'id',
        'house_id',
        'resident_id',
        'amount',
        'due_on',
        sql<string | null>`(select max(f.fee_period) from debts f where f.parent_debt_id = debts.id)`.as(
          'last_fee_period',
        ),
      ])
      .where('id', 'in', debtIds)
      .where('kind', 'in', ['assessment', 'transfer_due'])
      .execute()
  ).map((d) => ({ ...d, amount: Number(d.amount) }));
  const payments = await paymentsOf(
    db,
    debts.map((d) => d.id),
  );
  const out: AccruedFee[] = [];
  for (const debt of debts) {
    const from = debt.last_fee_period ? addDays(periodEnd(debt.last_fee_period), 1) : '0000-01-01';
    // Month by month, as the charge run computes them.
    let amount = 0;
    let note: string | null = null;
    const lines: LateFee['lines'] = [];
    for (let month = periodOf(maxDate(from, debt.due_on)); periodStart(month) <= asOf; month = nextPeriod(month)) {
      const fee = feeFor(
        rules,
        debt,
        payments.get(debt.id) ?? [],
        maxDate(periodStart(month), from),
        minDate(periodEnd(month), asOf),
      );
      if (!fee) continue;
      amount += fee.amount;
      lines.push(...fee.lines);
      note = fee.enforcement?.text ?? note;
    }
    if (amount > 0)
      out.push({
        debt_id: debt.id,
        amount,
        from: lines[0]?.from ?? from,
        to: asOf,
        text: [lines.map((l) => l.text).join('; '), note].filter(Boolean).join('. '),
        lines,
      });
  }
  return out;
}
