import type { Db } from '../db/connection';
import { houseLabelSql } from '../kernel/houseLabel';
import { inChunks } from './chunks';
import { daysBetween, periodEnd, periodOf } from './dates';
import { firstLateDay } from './lateFees';

type Row = Record<string, unknown>;

/** The debt a late fee was charged on, as the screens name it. */
export type ParentDebt = {
  id: number;
  description: string | null;
  income_type_name: string | null;
  period: string | null;
  due_on: string;
  /** Kuruş. */
  amount: number;
};

/** A fee's computation as stored with it: the lines say which days of the month were charged. */
type Computation = { grace_days?: number; lines?: { from: string; to: string; days: number }[] } | null;

const monthIndex = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7));

/**
 * How late the debt was in the fee's month: the days from its due date to the last day charged (the month's
 * end, or the day it was paid off), the days of that month the fee counts, and which month of delay it is
 * (1 for the first month the debt was late in, after the grace days).
 */
export function lateness(
  dueOn: string,
  feePeriod: string,
  computation: Computation,
): { days_late: number; days_charged: number; delay_month: number } {
  const lines = computation?.lines ?? [];
  const lastDay = lines.length ? lines[lines.length - 1].to : periodEnd(feePeriod);
  const firstLate = firstLateDay(dueOn, computation?.grace_days ?? 0);
  return {
    days_late: Math.max(0, daysBetween(dueOn, lastDay)),
    days_charged: lines.reduce((sum, line) => sum + line.days, 0),
    delay_month: Math.max(1, monthIndex(feePeriod) - monthIndex(periodOf(firstLate)) + 1),
  };
}

type DescribedDebt = ParentDebt & { house_label: string | null; resident_name: string | null };

/** Debts as the screens name them (description, income type, due date, amount, house and debtor), by id. */
export async function describeDebts(db: Db, debtIds: number[]): Promise<Map<number, DescribedDebt>> {
  const rows = await inChunks(debtIds, (ids) =>
    db
      .selectFrom('debts')
      .leftJoin('income_types', 'income_types.id', 'debts.income_type_id')
      .leftJoin('houses', 'houses.id', 'debts.house_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .leftJoin('residents', 'residents.id', 'debts.resident_id')
      .select([
        'debts.id',
        'debts.description',
        'debts.period',
        'debts.due_on',
        'debts.amount',
        'income_types.name as income_type_name',
        houseLabelSql.as('house_label'),
        'residents.name as resident_name',
      ])
      .where('debts.id', 'in', ids)
      .execute(),
  );
  return new Map(rows.map((r) => [r.id, { ...r, amount: Number(r.amount) }]));
}

/** Each fee's debt, with its house and debtor, by fee id. */
async function feeParents(db: Db, feeIds: number[]): Promise<Map<number, DescribedDebt>> {
  const rows = await inChunks(feeIds, (ids) =>
    db.selectFrom('debts').select(['id', 'parent_debt_id']).where('id', 'in', ids).execute(),
  );
  const links = new Map(rows.flatMap((r) => (r.parent_debt_id === null ? [] : [[r.id, r.parent_debt_id]])));
  const parents = await describeDebts(db, [...new Set(links.values())]);
  const out = new Map<number, DescribedDebt>();
  for (const [feeId, parentId] of links) {
    const parent = parents.get(parentId);
    if (parent) out.set(feeId, parent);
  }
  return out;
}

/**
 * Late-fee rows of an account, each with the debt it was charged on (`parent_debt`: description, income type,
 * period, due date, amount) and how late that debt was in the fee's month (`days_late`, `days_charged`,
 * `delay_month`), so fifteen fees of the same amount can be told apart.
 */
export async function traceLateFees(db: Db, fees: Row[]): Promise<Row[]> {
  const parents = await feeParents(
    db,
    fees.map((f) => Number(f.id)),
  );
  return fees.map((fee) => {
    const parent = parents.get(Number(fee.id));
    if (!parent) return { ...fee, parent_debt: null, days_late: null, days_charged: null, delay_month: null };
    const { house_label: _house, resident_name: _resident, ...parentDebt } = parent;
    const feePeriod = (fee.fee_period ?? fee.period) as string;
    return {
      ...fee,
      parent_debt: parentDebt,
      ...lateness(parent.due_on, feePeriod, fee.computation as Computation),
    };
  });
}
