import type { EnforcementFeePolicy } from '@site/shared';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { nowIso } from '../http/clock';
import { invalid, notFound } from '../http/errors';
import { releaseAllocations } from './allocation';
import { addDays, maxDate, minDate, nextPeriod, periodEnd, periodOf, periodStart, turkishDate } from './dates';
import { deleteDebts, insertDebts, type NewDebt, rewriteDebtEntries } from './debts';
import { computeLateFee, type DebtPayment, firstLateDay, type LateFee, type LateFeeSettings } from './lateFees';

export const MONTH_NAMES = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

/** 'YYYY-MM' → 'Kasım 2026'. */
export const periodName = (period: string): string => {
  const [y, m] = period.split('-').map(Number);
  return `${MONTH_NAMES[m - 1]} ${y}`;
};

export async function lateFeeSettings(db: Db, clusterId: number): Promise<LateFeeSettings> {
  const cluster = await db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select([
      'clusters.delay_calculation_type_id',
      'clusters.late_fee_rate_bp',
      'clusters.late_fee_grace_days',
      'companies.delay_option_days',
    ])
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
  if (!cluster) throw notFound();
  return {
    method: cluster.delay_calculation_type_id,
    rateBp: cluster.late_fee_rate_bp,
    // The complex's own grace days (0 is no grace), else the company's delay option days.
    graceDays: cluster.late_fee_grace_days ?? cluster.delay_option_days ?? 0,
  };
}

/** The system income type late fees are credited to. */
async function lateFeeIncomeType(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('income_types')
    .select('id')
    .where('cluster_id', 'is', null)
    .where('name', '=', 'Gecikme Tazminatı')
    .executeTakeFirst();
  return row?.id ?? null;
}

type FeeDebt = { id: number; house_id: number | null; resident_id: number | null; amount: number; due_on: string };

/** What paid each debt: the collection's date and the amount allocated, in date order. */
export async function paymentsOf(db: Db, debtIds: number[]): Promise<Map<number, DebtPayment[]>> {
  const map = new Map<number, DebtPayment[]>();
  for (let i = 0; i < debtIds.length; i += 500) {
    const rows = await db
      .selectFrom('allocations')
      .innerJoin('collections', 'collections.id', 'allocations.collection_id')
      .select(['allocations.debt_id', 'allocations.amount', 'collections.collected_on'])
      .where('allocations.debt_id', 'in', debtIds.slice(i, i + 500))
      .orderBy('collections.collected_on')
      .orderBy('allocations.id')
      .execute();
    for (const r of rows) {
      const list = map.get(r.debt_id) ?? [];
      list.push({ on: r.collected_on, amount: Number(r.amount) });
      map.set(r.debt_id, list);
    }
  }
  return map;
}

/** An enforcement case (icra) of a resident: it covers their debts due on or before the day it was issued. */
type EnforcementCase = { issuedOn: string; closedOn: string | null };

/** Every enforcement case of a complex by resident; a closed one without a closing day closed when it was last saved. */
async function enforcementCases(db: Db, clusterId: number): Promise<Map<number, EnforcementCase[]>> {
  const rows = await db
    .selectFrom('enforcements')
    .select(['resident_id', 'issued_on', 'closed_on', 'is_closed', 'updated_at'])
    .where('cluster_id', '=', clusterId)
    .execute();
  const map = new Map<number, EnforcementCase[]>();
  for (const r of rows) {
    const closedOn = r.is_closed ? (r.closed_on ?? r.updated_at.slice(0, 10)) : null;
    map.set(r.resident_id, [...(map.get(r.resident_id) ?? []), { issuedOn: r.issued_on, closedOn }]);
  }
  return map;
}

/** The company's rule for the months a closed case covered (migration 0016). */
async function enforcementFeePolicy(db: Db, clusterId: number): Promise<EnforcementFeePolicy> {
  const row = await db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select('companies.enforcement_fee_policy')
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
  return row?.enforcement_fee_policy === 'all_months' ? 'all_months' : 'from_close';
}

/** What decides a complex's fees: its settings, its residents' enforcement cases and the company's rule for them. */
type FeeRules = { settings: LateFeeSettings; cases: Map<number, EnforcementCase[]>; policy: EnforcementFeePolicy };

async function feeRules(db: Db, clusterId: number): Promise<FeeRules> {
  return {
    settings: await lateFeeSettings(db, clusterId),
    cases: await enforcementCases(db, clusterId),
    policy: await enforcementFeePolicy(db, clusterId),
  };
}

/** A fee of a debt a closed case covered: when the case closed and the rule it was charged under, in Turkish. */
type EnforcementNote = { closed_on: string; policy: EnforcementFeePolicy; text: string };

export const enforcementNoteText = (closedOn: string, policy: EnforcementFeePolicy): string =>
  policy === 'all_months'
    ? `İcra dosyası ${turkishDate(closedOn)} tarihinde kapandı; şirket ayarı gereği icra süresindeki aylar için de gecikme tazminatı hesaplanır.`
    : `İcra dosyası ${turkishDate(closedOn)} tarihinde kapandı; icra süresindeki aylar için gecikme tazminatı hesaplanmaz.`;

/**
 * How the enforcement cases covering a debt bear on its fee for a month: while one is open, no fee; once all
 * have closed, by the company's rule: 'from_close' charges only the months after the month the last one
 * closed (those up to then are never charged, so closing brings no lump of back fees), 'all_months' every
 * month. Either way the fee says so.
 */
function enforcementRule(
  rules: FeeRules,
  debt: FeeDebt,
  period: string,
): { charged: boolean; note: EnforcementNote | null } {
  const covering =
    debt.resident_id === null ? [] : (rules.cases.get(debt.resident_id) ?? []).filter((c) => debt.due_on <= c.issuedOn);
  if (!covering.length) return { charged: true, note: null };
  if (covering.some((c) => c.closedOn === null)) return { charged: false, note: null };
  const closedOn = covering.reduce((last, c) => maxDate(last, c.closedOn as string), '');
  if (rules.policy === 'from_close' && period <= periodOf(closedOn)) return { charged: false, note: null };
  return {
    charged: true,
    note: { closed_on: closedOn, policy: rules.policy, text: enforcementNoteText(closedOn, rules.policy) },
  };
}

/** A computed fee with what an enforcement case adds to its explanation. */
type NotedFee = LateFee & { enforcement: EnforcementNote | null };

/** The explanation ends with the enforcement rule the fee was charged under. */
const withNote = (fee: LateFee, note: EnforcementNote | null): NotedFee => ({
  ...fee,
  text: note ? `${fee.text}. ${note.text}` : fee.text,
  enforcement: note,
});

/** A fee's `computation`: the settings it was computed with, its lines and its explanation, in Turkish. */
const computationOf = (settings: LateFeeSettings, fee: NotedFee): string =>
  JSON.stringify({
    method: settings.method,
    rate_bp: settings.rateBp,
    grace_days: settings.graceDays,
    lines: fee.lines,
    text: fee.text,
    ...(fee.enforcement ? { enforcement: fee.enforcement } : {}),
  });

/** The settings a charged fee was computed with (its `computation`) and its enforcement note, so a recomputation keeps them. */
function storedComputation(
  computation: string | null,
  fallback: LateFeeSettings,
): { settings: LateFeeSettings; enforcement: EnforcementNote | null } {
  try {
    const parsed = JSON.parse(computation ?? '') as {
      method?: unknown;
      rate_bp?: unknown;
      grace_days?: unknown;
      enforcement?: EnforcementNote;
    };
    if (
      typeof parsed.method === 'number' &&
      typeof parsed.rate_bp === 'number' &&
      typeof parsed.grace_days === 'number'
    )
      return {
        settings: { method: parsed.method, rateBp: parsed.rate_bp, graceDays: parsed.grace_days },
        enforcement: parsed.enforcement?.text ? parsed.enforcement : null,
      };
  } catch {
    // Not a computation this code wrote: the complex's settings of today.
  }
  return { settings: fallback, enforcement: null };
}

/**
 * The fee of one debt from `from` to `to` (inside one month) by the charge run's rules: none while an
 * enforcement case covering it is open, and after it closed as the company's rule says.
 */
function feeFor(rules: FeeRules, debt: FeeDebt, payments: DebtPayment[], from: string, to: string): NotedFee | null {
  const { charged, note } = enforcementRule(rules, debt, periodOf(from));
  if (!charged) return null;
  const fee = computeLateFee({ amount: debt.amount, dueOn: debt.due_on }, payments, rules.settings, from, to);
  return fee.amount > 0 ? withNote(fee, note) : null;
}

/** Only a month that has ended is charged: not the current one, not a future one. */
export const LATE_FEE_MONTH_NOT_ENDED = 'Gecikme tazminatı yalnızca sona ermiş aylar için hesaplanabilir.';

/** The fee debts of one month, as the charge run and a recomputation write them. */
const feeDescription = (period: string) => `Gecikme tazminatı (${periodName(period)})`;

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
): Promise<{ settings: LateFeeSettings; fees: NewDebt[] }> {
  const from = periodStart(period);
  // A month is charged once (the fee key is debt and month), so only a month that has ended can be: charged
  // part-way, the rest of it could never be charged again.
  if (periodEnd(period) >= asOf) throw invalid('period', LATE_FEE_MONTH_NOT_ENDED);
  const to = periodEnd(period);
  const rules = await feeRules(db, clusterId);
  const { settings } = rules;
  if (settings.rateBp <= 0) return { settings, fees: [] };
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
  const description = feeDescription(period);
  const fees: NewDebt[] = [];
  for (const debt of debts) {
    const fee = feeFor(rules, debt, payments.get(debt.id) ?? [], from, to);
    if (!fee) continue;
    fees.push({
      houseId: debt.house_id,
      residentId: debt.resident_id,
      incomeTypeId,
      kind: 'late_fee',
      period,
      amount: fee.amount,
      dueOn: periodEnd(period),
      description,
      parentDebtId: debt.id,
      feePeriod: period,
      computation: computationOf(settings, fee),
    });
  }
  return { settings, fees };
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
  const description = feeDescription(period);
  return db.transaction().execute(async (trx) => {
    const written = await insertDebts(trx, {
      clusterId,
      kind: 'late_fee',
      occurredOn: periodEnd(period),
      description,
      createdBy: userId,
      debts: fees,
      // Another run may have charged the same month meanwhile: the fee key keeps one.
      skipExisting: true,
    });
    const result = { count: written.debts.length, total: written.debts.reduce((s, d) => s + d.amount, 0) };
    if (result.count) await log?.(trx, result);
    return result;
  });
}

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
        list.push({
          houseId: debt.house_id,
          residentId: debt.resident_id,
          incomeTypeId,
          kind: 'late_fee',
          period,
          amount: fee.amount,
          dueOn: to,
          description: feeDescription(period),
          parentDebtId: debt.id,
          feePeriod: period,
          computation: computationOf(rules.settings, fee),
        });
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
      touched.push(...(await releaseAllocations(trx, [old.id])));
      await trx
        .updateTable('debts')
        .set({
          amount: fee.amount,
          house_id: debt.house_id,
          resident_id: debt.resident_id,
          computation: computationOf(settings, fee),
          updated_at: nowIso(),
        })
        .where('id', '=', old.id)
        .execute();
      await rewriteDebtEntries(trx, old.id);
      if (fee.amount !== before) changes.push({ debtId: debt.id, period, before, after: fee.amount, notLate: false });
    }
  }
  await deleteDebts(trx, clusterId, removed);
  for (const [period, fees] of added)
    await insertDebts(trx, {
      clusterId,
      kind: 'late_fee',
      occurredOn: periodEnd(period),
      description: feeDescription(period),
      createdBy: userId,
      debts: fees,
      skipExisting: true,
    });
  return { changes, touched };
}

const minPeriod = (a: string, b: string) => (a < b ? a : b);

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
