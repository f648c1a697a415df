import type { EnforcementFeePolicy, GRACE_SOURCES } from '@site/shared';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { inChunks } from './chunks';
import { maxDate, periodEnd, periodOf, turkishDate } from './dates';
import { insertDebts, type NewDebt } from './debts';
import { computeLateFee, type DebtPayment, type LateFee, type LateFeeSettings } from './lateFees';
import { periodName } from './periodName';

// What every late-fee computation shares: a complex's settings and enforcement cases, a fee's explanation
// and `computation`, and the fee debt it becomes.

/** Where the grace days in force come from: the complex's own setting, the company's delay days, or neither. */
export type GraceSource = (typeof GRACE_SOURCES)[number];

/**
 * A complex's late-fee settings and its company's rule for the months a closed enforcement case covered
 * (migration 0016), read together: the grace days are the complex's own (0 is no grace), else the company's
 * delay option days.
 */
async function complexFeeSettings(db: Db, clusterId: number) {
  const row = await db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select([
      'clusters.delay_calculation_type_id',
      'clusters.late_fee_rate_bp',
      'clusters.late_fee_grace_days',
      'companies.delay_option_days',
      'companies.enforcement_fee_policy',
    ])
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const settings: LateFeeSettings = {
    method: row.delay_calculation_type_id,
    rateBp: row.late_fee_rate_bp,
    graceDays: row.late_fee_grace_days ?? row.delay_option_days ?? 0,
  };
  const graceSource: GraceSource =
    row.late_fee_grace_days !== null ? 'cluster' : row.delay_option_days !== null ? 'company' : 'none';
  const policy: EnforcementFeePolicy = row.enforcement_fee_policy === 'all_months' ? 'all_months' : 'from_close';
  return { settings, graceSource, policy };
}

/** A complex's late-fee settings alone. */
export const lateFeeSettings = async (db: Db, clusterId: number): Promise<LateFeeSettings> =>
  (await complexFeeSettings(db, clusterId)).settings;

/** The system income type late fees are credited to. */
export async function lateFeeIncomeType(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('income_types')
    .select('id')
    .where('cluster_id', 'is', null)
    .where('name', '=', 'Gecikme Tazminatı')
    .executeTakeFirst();
  return row?.id ?? null;
}

export type FeeDebt = {
  id: number;
  house_id: number | null;
  resident_id: number | null;
  amount: number;
  due_on: string;
};

/** What paid each debt: the collection's date and the amount allocated, in date order. */
export async function paymentsOf(db: Db, debtIds: number[]): Promise<Map<number, DebtPayment[]>> {
  const rows = await inChunks(debtIds, (ids) =>
    db
      .selectFrom('allocations')
      .innerJoin('collections', 'collections.id', 'allocations.collection_id')
      .select(['allocations.debt_id', 'allocations.amount', 'collections.collected_on'])
      .where('allocations.debt_id', 'in', ids)
      .orderBy('collections.collected_on')
      .orderBy('allocations.id')
      .execute(),
  );
  const map = new Map<number, DebtPayment[]>();
  for (const r of rows) {
    const list = map.get(r.debt_id) ?? [];
    list.push({ on: r.collected_on, amount: Number(r.amount) });
    map.set(r.debt_id, list);
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

/** What decides a complex's fees: its settings, its residents' enforcement cases and the company's rule for them. */
export type FeeRules = {
  settings: LateFeeSettings;
  graceSource: GraceSource;
  cases: Map<number, EnforcementCase[]>;
  policy: EnforcementFeePolicy;
};

export async function feeRules(db: Db, clusterId: number): Promise<FeeRules> {
  return { ...(await complexFeeSettings(db, clusterId)), cases: await enforcementCases(db, clusterId) };
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
export const withNote = (fee: LateFee, note: EnforcementNote | null): NotedFee => ({
  ...fee,
  text: note ? `${fee.text}. ${note.text}` : fee.text,
  enforcement: note,
});

/** A fee's `computation`: the settings it was computed with, its lines and its explanation, in Turkish. */
export const computationOf = (settings: LateFeeSettings, fee: NotedFee): string =>
  JSON.stringify({
    method: settings.method,
    rate_bp: settings.rateBp,
    grace_days: settings.graceDays,
    lines: fee.lines,
    text: fee.text,
    ...(fee.enforcement ? { enforcement: fee.enforcement } : {}),
  });

/** The settings a charged fee was computed with (its `computation`) and its enforcement note, so a recomputation keeps them. */
export function storedComputation(
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
export function feeFor(
  rules: FeeRules,
  debt: FeeDebt,
  payments: DebtPayment[],
  from: string,
  to: string,
): NotedFee | null {
  const { charged, note } = enforcementRule(rules, debt, periodOf(from));
  if (!charged) return null;
  const fee = computeLateFee({ amount: debt.amount, dueOn: debt.due_on }, payments, rules.settings, from, to);
  return fee.amount > 0 ? withNote(fee, note) : null;
}

/** The fee debts of one month, as the charge run and a recomputation write them. */
const feeDescription = (period: string) => `Gecikme tazminatı (${periodName(period)})`;

/** The fee debt of `debt` for one month, due on the month's last day. */
export const feeDebt = (
  debt: FeeDebt,
  period: string,
  fee: NotedFee,
  settings: LateFeeSettings,
  incomeTypeId: number | null,
): NewDebt => ({
  houseId: debt.house_id,
  residentId: debt.resident_id,
  incomeTypeId,
  kind: 'late_fee',
  period,
  amount: fee.amount,
  dueOn: periodEnd(period),
  description: feeDescription(period),
  parentDebtId: debt.id,
  feePeriod: period,
  computation: computationOf(settings, fee),
});

/** Writes one month's fee debts; a fee another run wrote meanwhile is kept and this one skipped (the fee key). */
export const insertFees = (trx: Db, clusterId: number, period: string, fees: NewDebt[], userId: number | null) =>
  insertDebts(trx, {
    clusterId,
    kind: 'late_fee',
    occurredOn: periodEnd(period),
    description: feeDescription(period),
    createdBy: userId,
    debts: fees,
    skipExisting: true,
  });
