import { z } from 'zod';
import * as messages from '../common/messages';
import { requiredOr, typeMessages } from '../common/zodErrors';
import {
  DATE_MAX,
  dueDateOf,
  integerField,
  MONEY_DATE_MIN,
  moneyDateField,
  moneyField,
  optionalString,
  requiredString,
} from '../common/zodRules';

// Payloads of the accounting core: collections, assessments (dues), transfer-due, periodical assessments.

const id = integerField({ min: 1 });
const optionalId = integerField({ min: 1 }).nullish();
const text = (max: number) => optionalString(max).nullable();
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'Geçerli bir seçim yapın.' });

/** Largest single due or collection a complex plausibly records. */
export const MONEY_MAX = 99_999_999.99;
const positiveMoney = moneyField({ min: 0.01, max: MONEY_MAX });

export const PAYMENT_PLACE_MESSAGE = 'Banka hesabı veya kasa seçin.';
export const PAYER_MESSAGE = 'Bağımsız bölüm veya sakin seçin.';

/** A collection (tahsilat) into a bank account or a safe, for a house and/or a resident. */
export const collectionSchema = z.object({
  cluster_id: id,
  house_id: optionalId,
  resident_id: optionalId,
  bank_account_id: optionalId,
  safe_id: optionalId,
  amount: positiveMoney,
  collected_on: moneyDateField(),
  description: text(1000),
});
export type CollectionInput = z.infer<typeof collectionSchema>;

/** Exactly one payment place ('Ödeme yeri': a bank account or a safe), on the field the form shows. */
export function refinePaymentPlace(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const hasBank = value.bank_account_id != null;
  const hasSafe = value.safe_id != null;
  if (hasBank === hasSafe) {
    ctx.addIssue({ code: 'custom', path: [hasBank ? 'safe_id' : 'bank_account_id'], message: PAYMENT_PLACE_MESSAGE });
  }
}

/** A payer: a house or a resident. */
export function refinePayer(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (value.house_id == null && value.resident_id == null) {
    ctx.addIssue({ code: 'custom', path: ['house_id'], message: PAYER_MESSAGE });
  }
}

/** Exactly one payment place; a house or a payer. */
export function refineCollection(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  refinePaymentPlace(value, ctx);
  refinePayer(value, ctx);
}

export const ASSESSMENT_TYPES = ['general', 'free', 'house_type', 'parametric'] as const;
export type AssessmentType = (typeof ASSESSMENT_TYPES)[number];
/** How a general assessment spreads its amount (spec: eşit, arsa payı, net/brüt alan, pay ölçer). */
export const SPLIT_METHODS = ['equal', 'land_share', 'net_area', 'gross_area', 'share_meter'] as const;
/** What a parametric assessment multiplies its unit price by. */
export const PARAMETERS = ['net_area', 'gross_area', 'land_share', 'share_meter'] as const;

const houseAmount = z.object({ house_id: id, amount: moneyField({ min: 0, max: MONEY_MAX }) });
const typeAmount = z.object({ house_type_id: id, amount: moneyField({ min: 0, max: MONEY_MAX }) });

/** General, free, house-type and parametric assessments: one form, the fields each type needs. */
export const assessmentSchema = z.object({
  cluster_id: id,
  assessment_type: choice(ASSESSMENT_TYPES),
  income_type_id: id,
  description: text(1000),
  split_method: choice(SPLIT_METHODS).nullish(),
  parameter: choice(PARAMETERS).nullish(),
  /** Kat Malikleri 1, Oturanlar 2. */
  debitor_type_id: integerField({ min: 1, max: 2 }),
  /** Tüm TYA 1, Seçili Bloklar 2. */
  calculation_type_id: integerField({ min: 1, max: 2 }),
  block_ids: z.array(id).nullish(),
  include_empty: z.boolean().optional(),
  /** Aylık 1 (the amount each month), Toplam 2 (the amount spread over the months). */
  amount_type_id: integerField({ min: 1, max: 2 }),
  amount: moneyField({ min: 0.01, max: MONEY_MAX }).nullish(),
  house_amounts: z.array(houseAmount).nullish(),
  type_amounts: z.array(typeAmount).nullish(),
  /** The first due date; later months fall on the same day. */
  starts_on: moneyDateField(),
  months: integerField({ min: 1, max: 60 }),
});
export type AssessmentInput = z.infer<typeof assessmentSchema>;

/** The fields each assessment type needs, on their own paths. */
export function refineAssessment(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const need = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: messages.required });
  const type = value.assessment_type;
  if ((type === 'general' || type === 'parametric') && value.amount == null) need('amount');
  if (type === 'general' && value.split_method == null) need('split_method');
  if (type === 'parametric' && value.parameter == null) need('parameter');
  if (type === 'free' && !(Array.isArray(value.house_amounts) && value.house_amounts.length)) need('house_amounts');
  if (type === 'house_type' && !(Array.isArray(value.type_amounts) && value.type_amounts.length)) need('type_amounts');
  if (value.calculation_type_id === 2 && !(Array.isArray(value.block_ids) && value.block_ids.length)) need('block_ids');
}

/** Opening balances (devir): a line per house or resident; a negative amount is a credit (alacak). */
export const transferDueSchema = z.object({
  cluster_id: id,
  income_type_id: optionalId,
  starts_on: moneyDateField(),
  description: text(1000),
  lines: z
    .array(
      z.object({
        house_id: optionalId,
        resident_id: optionalId,
        amount: moneyField({ min: -MONEY_MAX, max: MONEY_MAX }),
      }),
      { error: requiredOr(typeMessages.list) },
    )
    .min(1, { error: messages.required }),
});
export type TransferDueInput = z.infer<typeof transferDueSchema>;

/** One line of an assessment (/assessments/all/:id/edit). */
export const debtUpdateSchema = z.object({
  amount: positiveMoney.optional(),
  due_on: moneyDateField().optional(),
  resident_id: optionalId,
  description: text(1000),
});
export type DebtUpdateInput = z.infer<typeof debtUpdateSchema>;

/** Recurring dues: each month from `starts_on` (YYYY-MM) on becomes one assessment. */
export const periodicalAssessmentSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  income_type_id: id,
  split_method: choice([...SPLIT_METHODS, 'house_type'] as const),
  debitor_type_id: integerField({ min: 1, max: 2 }),
  calculation_type_id: integerField({ min: 1, max: 2 }),
  block_ids: z.array(id).nullish(),
  include_empty: z.boolean().optional(),
  amount: moneyField({ min: 0.01, max: MONEY_MAX }).nullish(),
  type_amounts: z.array(typeAmount).nullish(),
  starts_on: z
    .string({ error: requiredOr(typeMessages.text) })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: messages.date }),
  ends_on: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: messages.date })
    .nullish(),
  due_day: integerField({ min: 1, max: 31 }),
  budget_id: optionalId,
  description: text(1000),
  is_active: z.boolean().optional(),
});
export type PeriodicalAssessmentInput = z.infer<typeof periodicalAssessmentSchema>;

/** 'Şimdi oluştur': a recurring due charged by hand up to a month (YYYY-MM); later months wait for their turn. */
export const periodicalGenerateSchema = z.object({
  until: z
    .string({ error: requiredOr(typeMessages.text) })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: messages.date })
    .refine((period) => period >= MONEY_DATE_MIN.slice(0, 7), { error: messages.dateAfter('01.01.2000') }),
});
export type PeriodicalGenerateInput = z.infer<typeof periodicalGenerateSchema>;

export function refinePeriodicalAssessment(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const need = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: messages.required });
  if (value.split_method === 'house_type') {
    if (!(Array.isArray(value.type_amounts) && value.type_amounts.length)) need('type_amounts');
  } else if (value.split_method != null && value.amount == null) need('amount');
  if (value.calculation_type_id === 2 && !(Array.isArray(value.block_ids) && value.block_ids.length)) need('block_ids');
  if (typeof value.ends_on === 'string' && typeof value.starts_on === 'string' && value.ends_on < value.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'Bitiş dönemi başlangıçtan önce olamaz.' });
  }
  // Each month's due date must be a date of money: from 01.01.2000 to 12.12.2099.
  const day = typeof value.due_day === 'number' ? value.due_day : 1;
  for (const path of ['starts_on', 'ends_on'] as const) {
    const period = value[path];
    if (typeof period !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) continue;
    const due = dueDateOf(period, day);
    if (due < MONEY_DATE_MIN) ctx.addIssue({ code: 'custom', path: [path], message: messages.dateAfter('01.01.2000') });
    else if (due > DATE_MAX) ctx.addIssue({ code: 'custom', path: [path], message: messages.dateBefore('12.12.2099') });
  }
}

/** A late-fee run for one month (YYYY-MM). */
export const lateFeeRunSchema = z.object({
  period: z.string({ error: requiredOr(typeMessages.text) }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: messages.date }),
});
