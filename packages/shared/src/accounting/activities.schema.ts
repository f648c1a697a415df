import { z } from 'zod';
import * as messages from '../common/messages';
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
export type ActivityRow = {
  id: number;
  transaction_id: number;
  occurred_on: string;
  due_on: string | null;
  /** The journal transaction's kind: assessment, collection, late_fee, transfer_due … */
  kind: string;
  description: string | null;
  debit: number;
  credit: number;
  balance: number;
  house_id: number | null;
  house_name: string | null;
  resident_id: number | null;
  resident_name: string | null;
};

export type ActivityTotals = {
  opening_balance: number;
  closing_balance: number;
  total_debit: number;
  total_credit: number;
};

export type AccountStatement = ActivityTotals & {
  account: { kind: ActivityAccountKind; id: number; name: string };
  date_from: string;
  date_to: string;
  rows: ActivityRow[];
};
