import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText, lira, listAnswerOf, listMetaSchema, rowId } from '../common/responses';
import { dateField } from '../common/zodRules';

/**
 * The journal's accounts on the uniform chart of accounts (Tekdüzen Hesap Planı), the trial balance (mizan)
 * and the ledger (muavin) of one account. An account is named by its key: its journal kind and id
 * ('safe:3', 'bank_account:2', 'resident:12', 'provider:4', 'income_type:1', 'expense_type:7'), or the kind
 * alone for the complex's single accounts ('other_income', 'opening', 'receivable' — receivables no resident
 * carries).
 */
export const ACCOUNT_CODE_PATTERN = /^\d{3}(\.\d{1,6}){1,2}$/;
export const accountCodeMessage = "Hesap kodu '100.01' biçiminde olmalıdır (3 haneli ana hesap, nokta, alt hesap).";

/** `PUT clusters/{id}/accounts/{key}`: the complex's own code of a sub-account, or null for the default. */
export const accountCodeBodySchema = z.strictObject({
  code: z
    .string({ error: messages.required })
    .trim()
    .regex(ACCOUNT_CODE_PATTERN, { error: accountCodeMessage })
    .nullable(),
});
export type AccountCodeBody = z.infer<typeof accountCodeBodySchema>;

/** One account of the chart: its group (main account, e.g. 100 Kasa), its code and name. */
export const chartAccountRow = z.object({
  key: z.string(),
  kind: z.string(),
  account_id: rowId.nullable(),
  group_code: z.string(),
  group_name: z.string(),
  code: z.string(),
  default_code: z.string(),
  /** The complex set the code itself. */
  custom: z.boolean(),
  name: z.string(),
});
export type ChartAccountRow = z.infer<typeof chartAccountRow>;
export const chartAnswer = z.object({ data: z.array(chartAccountRow) });

const queryInteger = (min: number) =>
  z.coerce
    .number({ error: messages.required })
    .int({ error: messages.digitsOnly })
    .min(min, { error: messages.minValue(min) });

const listParams = {
  date_from: dateField().optional(),
  date_to: dateField().optional(),
  page: queryInteger(1).default(1),
  per_page: queryInteger(1)
    .max(1000, { error: messages.maxValue(1000) })
    .default(100),
  export: z.enum(['0', '1', 'true', 'false']).optional(),
  export_type: z.enum(['ods', 'xlsx', 'pdf'], { error: 'Dosya tipi ods, xlsx veya pdf olmalıdır.' }).default('xlsx'),
};
const unknownParameter = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Bu alana göre filtrelenemez: ${issue.keys?.join(', ')}` : undefined,
};

/** `GET clusters/{id}/trial-balance`: without dates, the company's accounting view decides the period. */
export const trialBalanceQuerySchema = z.strictObject(listParams, unknownParameter);
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuerySchema>;

/** One account of the mizan: balance before the period, debit and credit within it, balance at its end. */
const balanceColumns = {
  opening_debit: lira,
  opening_credit: lira,
  debit: lira,
  credit: lira,
  closing_debit: lira,
  closing_credit: lira,
};
export const trialBalanceRow = z.object({
  key: z.string(),
  code: z.string(),
  name: z.string(),
  group_code: z.string(),
  ...balanceColumns,
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRow>;
export const trialBalanceMeta = listMetaSchema.extend({
  date_from: dateText.nullable(),
  date_to: dateText,
  totals: z.object(balanceColumns),
});
export const trialBalanceAnswer = listAnswerOf(trialBalanceRow, trialBalanceMeta);

/** `GET clusters/{id}/ledger?account=safe:3`: one account's lines over the period. */
export const ledgerQuerySchema = z.strictObject(
  { account: z.string({ error: messages.required }).min(1, { error: messages.required }), ...listParams },
  unknownParameter,
);
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/** One line of the muavin; `balance` is the account's balance after it (debit +). */
export const ledgerRow = z.object({
  id: rowId,
  transaction_id: rowId,
  occurred_on: dateText,
  /** The journal transaction's kind: assessment, collection, invoice … */
  kind: z.string(),
  /** The document in words: 'Tahsilat #12'. */
  document: z.string(),
  description: z.string().nullable(),
  debit: lira,
  credit: lira,
  balance: lira,
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export const ledgerMeta = listMetaSchema.extend({
  account: z.object({ key: z.string(), code: z.string(), name: z.string() }),
  date_from: dateText.nullable(),
  date_to: dateText,
  opening_balance: lira,
  total_debit: lira,
  total_credit: lira,
  closing_balance: lira,
});
export const ledgerAnswer = listAnswerOf(ledgerRow, ledgerMeta);
