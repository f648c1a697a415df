// The SaaS company's own bank statement lines (migration 0038). Amounts are kuruş.
import type { Generated } from 'kysely';
import type { Stamps } from '../types';

/** One line of the seller's statement; `status` open | matched. */
export type SaasBankActivitiesTable = Stamps & {
  id: Generated<number>;
  reference_no: string;
  activity_on: string;
  amount: number;
  identity_number: string | null;
  tax_number: string | null;
  iban: string | null;
  description: string | null;
  suggested_customer_id: number | null;
  /** high | medium | low, with the suggestion. */
  match_confidence: string | null;
  customer_id: number | null;
  customer_payment_id: number | null;
  status: Generated<string>;
  /** Folded description, numbers, IBAN and reference (the list's search). */
  search: Generated<string>;
};
