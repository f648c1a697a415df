import { fromKurus } from '@site/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { notFound } from '../../http/errors';
import { chargeLateFees, lateFeeSettings, periodName } from './lateFees.service';
import { feeParents, lateness } from './lateFeeTrace';

/** Where the grace days in force come from: the complex's own setting, the company's delay days, or neither. */
export type GraceSource = 'cluster' | 'company' | 'none';

export type LateFeePreviewFee = {
  parent_debt_id: number;
  house_id: number | null;
  house_label: string | null;
  resident_id: number | null;
  resident_name: string | null;
  debt_description: string | null;
  income_type_name: string | null;
  debt_period: string | null;
  due_on: string;
  debt_amount: number;
  days_late: number;
  days_charged: number;
  delay_month: number;
  amount: number;
  text: string;
};

export type LateFeePreview = {
  period: string;
  period_name: string;
  as_of: string;
  settings: { method: number; rate: number; grace_days: number; grace_source: GraceSource };
  /** What was charged for the month before: a month is charged once per debt, so these are not charged again. */
  charged: { count: number; total: number };
  fees: LateFeePreviewFee[];
  count: number;
  total: number;
};

/** Thrown to roll the trial charge back once it has been read. */
class TrialOver extends Error {
  constructor(readonly preview: LateFeePreview) {
    super('late-fee preview rolled back');
  }
}

/**
 * The handle the charge runs on inside the preview's transaction: everything goes to `trx`, and the charge's own
 * `transaction()` joins it, so its writes are rolled back with it.
 */
function joined(trx: Transaction<Database>): Db {
  const inner = {
    setIsolationLevel: () => inner,
    setAccessMode: () => inner,
    execute: <T>(fn: (t: Db) => Promise<T>) => fn(handle),
  };
  const handle = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => inner;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as Db;
  return handle;
}

async function charged(trx: Db, clusterId: number, period: string) {
  return (
    await trx
      .selectFrom('debts')
      .select(['id', 'amount'])
      .where('cluster_id', '=', clusterId)
      .where('kind', '=', 'late_fee')
      .where('fee_period', '=', period)
      .execute()
  ).map((r) => ({ id: r.id, amount: Number(r.amount) }));
}

async function graceSource(db: Db, clusterId: number): Promise<GraceSource> {
  const row = await db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select(['clusters.late_fee_grace_days', 'companies.delay_option_days'])
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.late_fee_grace_days !== null) return 'cluster';
  return row.delay_option_days !== null ? 'company' : 'none';
}

/**
 * What charging the month's late fees would charge, without charging it: the charge itself runs inside a
 * transaction that is then rolled back, so the preview is the charge (the same debts, months, days and
 * amounts, and the same 422 for a month that has not ended) and can never drift from it.
 */
export async function previewLateFees(
  db: Db,
  clusterId: number,
  period: string,
  asOf: string,
): Promise<LateFeePreview> {
  const settings = await lateFeeSettings(db, clusterId);
  const source = await graceSource(db, clusterId);
  try {
    await db.transaction().execute(async (trx) => {
      const before = await charged(trx, clusterId, period);
      const known = new Set(before.map((f) => f.id));
      await chargeLateFees(joined(trx), clusterId, period, asOf, null);
      const written = (await charged(trx, clusterId, period)).filter((f) => !known.has(f.id));
      const rows = written.length
        ? await trx
            .selectFrom('debts')
            .select(['id', 'house_id', 'resident_id', 'amount', 'computation'])
            .where(
              'id',
              'in',
              written.map((f) => f.id),
            )
            .execute()
        : [];
      const parents = await feeParents(
        trx,
        rows.map((r) => r.id),
      );
      const fees = rows.flatMap((row): LateFeePreviewFee[] => {
        const parent = parents.get(row.id);
        if (!parent) return [];
        const computation = row.computation ? JSON.parse(row.computation) : null;
        return [
          {
            parent_debt_id: parent.id,
            house_id: row.house_id,
            house_label: parent.house_label,
            resident_id: row.resident_id,
            resident_name: parent.resident_name,
            debt_description: parent.description,
            income_type_name: parent.income_type_name,
            debt_period: parent.period,
            due_on: parent.due_on,
            debt_amount: parent.amount,
            ...lateness(parent.due_on, period, computation),
            amount: fromKurus(Number(row.amount)),
            text: computation?.text ?? '',
          },
        ];
      });
      fees.sort(
        (a, b) =>
          (a.house_label ?? '').localeCompare(b.house_label ?? '', 'tr', { numeric: true }) ||
          a.due_on.localeCompare(b.due_on) ||
          a.parent_debt_id - b.parent_debt_id,
      );
      throw new TrialOver({
        period,
        period_name: periodName(period),
        as_of: asOf,
        settings: {
          method: settings.method,
          rate: settings.rateBp / 100,
          grace_days: settings.graceDays,
          grace_source: source,
        },
        charged: {
          count: before.length,
          total: fromKurus(before.reduce((s, f) => s + f.amount, 0)),
        },
        fees,
        count: fees.length,
        total: fromKurus(written.reduce((s, f) => s + f.amount, 0)),
      });
    });
  } catch (error) {
    if (error instanceof TrialOver) return error.preview;
    throw error;
  }
  throw new Error('late-fee preview ended without a result');
}
