import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText, lira, listAnswerOf, listMetaSchema, rowId, timestamp } from '../common/responses';
import { dateField } from '../common/zodRules';

/**
 * The accounts whose journal a person reads (activities screens and statements): a house, a resident (every
 * house they were charged in plus their own account), a provider of the complex, a safe, a bank account.
 */
export const ACTIVITY_ACCOUNT_KINDS = ['house', 'resident', 'provider', 'safe', 'bank_account'] as const;
export type ActivityAccountKind = (typeof ACTIVITY_ACCOUNT_KINDS)[number];

const EXPORT_TYPES = ['ods', 'xlsx', 'pdf'] as const;

const choice = 'Geçerli bir seçim yapın.';

/** Query parameters arrive as text: ids and page numbers are coerced. */
const queryInteger = (min: number) =>
  // Coerced from the query string, a missing parameter and text both arrive as NaN; missing is the usual case.
  z.coerce
    .number({ error: messages.required })
    .int({ error: messages.digitsOnly })
    .min(min, { error: messages.minValue(min) });

const exportParams = {
  export: z.enum(['0', '1', 'true', 'false']).optional(),
  export_type: z.enum(EXPORT_TYPES, { error: 'Dosya tipi ods, xlsx veya pdf olmalıdır.' }).default('xlsx'),
};

/** Like every list, a parameter it does not know is a 422, never silently ignored. */
const unknownParameter = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Bu alana göre filtrelenemez: ${issue.keys?.join(', ')}` : undefined,
};

const account = {
  account_kind: z.enum(ACTIVITY_ACCOUNT_KINDS, { error: choice }),
  account_id: queryInteger(1),
};

/** `GET clusters/{id}/activities`: one account's journal, a page of it, or the whole range exported. */
export const activityQuerySchema = z.strictObject(
  {
    ...account,
    date_from: dateField().optional(),
    date_to: dateField().optional(),
    page: queryInteger(1).default(1),
    per_page: queryInteger(1)
      .max(1000, { error: messages.maxValue(1000) })
      .default(20),
    ...exportParams,
  },
  unknownParameter,
);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** `GET clusters/{id}/statements/account`: a statement is always of a period. */
export const statementQuerySchema = z.strictObject(
  { ...account, date_from: dateField(), date_to: dateField(), ...exportParams },
  unknownParameter,
);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** One journal line of an account, amounts in lira; `balance` is the account's balance after it. */
export const activityRow = z.object({
  id: rowId,
  transaction_id: rowId,
  occurred_on: dateText,
  due_on: dateText.nullable(),
  /** The journal transaction's kind: assessment, collection, late_fee, transfer_due … */
  kind: z.string(),
  description: z.string().nullable(),
  debit: lira,
  credit: lira,
  balance: lira,
  house_id: rowId.nullable(),
  house_name: z.string().nullable(),
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
});
export type ActivityRow = z.infer<typeof activityRow>;

/** An account's figures over a range: the balances around it and its movements' sums. */
const activityTotals = z.object({
  opening_balance: lira,
  closing_balance: lira,
  total_debit: lira,
  total_credit: lira,
});
export type ActivityTotals = z.infer<typeof activityTotals>;

/** `GET clusters/{id}/activities`: a page of the journal with the range's figures beside the paging. */
export const activityListAnswer = listAnswerOf(activityRow, listMetaSchema.extend(activityTotals.shape));

/** `GET clusters/{id}/statements/account`: the account, the period, its figures and every movement. */
export const accountStatementRow = activityTotals.extend({
  account: z.object({ kind: z.enum(ACTIVITY_ACCOUNT_KINDS), id: rowId, name: z.string() }),
  date_from: dateText,
  date_to: dateText,
  rows: z.array(activityRow),
});
export type AccountStatement = z.infer<typeof accountStatementRow>;

export const CARD_PAYMENT_STATUSES = ['success', 'failed', 'refunded'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

/** One card payment through a complex's virtual POS, with its house, resident, provider and collection. */
export const cardPaymentRow = z.object({
  id: rowId,
  cluster_id: rowId,
  house_id: rowId.nullable(),
  house_label: z.string().nullable(),
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
  cluster_payment_provider_id: rowId.nullable(),
  payment_provider_id: rowId.nullable(),
  payment_provider_name: z.string().nullable(),
  user_card_id: rowId.nullable(),
  user_card_subscription_id: rowId.nullable(),
  is_subscription: z.boolean(),
  masked_cc_no: z.string(),
  card_holder: z.string().nullable(),
  amount: lira,
  commission: lira,
  installment_count: z.number().int(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  provider_reference: z.string().nullable(),
  error_message: z.string().nullable(),
  collection_id: rowId.nullable(),
  /** The collection the payment became, if it did. */
  collection: z
    .object({ id: rowId, collected_on: dateText, receipt_no: z.number().int().nullable(), amount: lira })
    .nullable(),
  /** UTC. */
  paid_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
});
export type CardPayment = z.infer<typeof cardPaymentRow>;

/** Card payments' footer: the successful payments' sums (failed and refunded ones moved no money). */
export const cardPaymentListAnswer = listAnswerOf(
  cardPaymentRow,
  listMetaSchema.extend({ totals: z.object({ amount: lira, commission: lira }) }),
);
