// Locations and the accounting core's tables.
import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

/** Countries (1), cities (2) and districts (3), seeded by migration 0003 with fixed ids. */
export type LocationsTable = Stamps & {
  id: number;
  location_type_id: number;
  parent_id: number | null;
  name: string;
  name_search: string;
  name_sort: string;
  code: string | null;
};

// The accounting core (migration 0009). Money columns are integer kuruş.

export type JournalTransactionsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  kind: string;
  occurred_on: string;
  description: string | null;
  created_by: number | null;
};

export type JournalEntriesTable = {
  id: Generated<number>;
  transaction_id: number;
  cluster_id: number;
  account_kind: string;
  account_id: number | null;
  house_id: number | null;
  resident_id: number | null;
  debt_id: number | null;
  amount: number;
  occurred_on: string;
  due_on: string | null;
  description: string | null;
};

/** How an amount is spread over houses, shared by assessments and periodical assessments. */
type SplitColumns = {
  split_method: string | null;
  debitor_type_id: Generated<number>;
  calculation_type_id: Generated<number>;
  block_ids: string | null;
  include_empty: Generated<Flag>;
  amount: number | null;
  type_amounts: string | null;
};

export type PeriodicalAssessmentsTable = Stamps &
  SplitColumns & {
    id: Generated<number>;
    cluster_id: number;
    name: string;
    income_type_id: number;
    starts_on: string;
    ends_on: string | null;
    due_day: Generated<number>;
    budget_id: number | null;
    description: string | null;
    is_active: Generated<Flag>;
    search: Generated<string>;
    name_sort: Generated<string>;
  };

export type AssessmentsTable = Stamps &
  SplitColumns & {
    id: Generated<number>;
    cluster_id: number;
    assessment_type: string;
    income_type_id: number | null;
    description: string | null;
    search: Generated<string>;
    parameter: string | null;
    amount_type_id: Generated<number>;
    house_amounts: string | null;
    starts_on: string;
    months: Generated<number>;
    total: Generated<number>;
    line_count: Generated<number>;
    periodical_assessment_id: number | null;
    period: string | null;
    transaction_id: number | null;
    created_by: number | null;
  };

export type DebtsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  assessment_id: number | null;
  house_id: number | null;
  resident_id: number | null;
  income_type_id: number | null;
  kind: string;
  period: string | null;
  amount: number;
  due_on: string;
  description: string | null;
  parent_debt_id: number | null;
  fee_period: string | null;
  computation: string | null;
  transaction_id: number | null;
};

/** Money a house or resident paid into a bank account or safe of the complex. */
type PaidIn = {
  id: Generated<number>;
  cluster_id: number;
  house_id: number | null;
  resident_id: number | null;
  bank_account_id: number | null;
  safe_id: number | null;
  amount: number;
  collected_on: string;
  description: string | null;
};

export type CollectionsTable = Stamps &
  PaidIn & {
    receipt_no: number | null;
    bank_activity_id: number | null;
    assessment_id: number | null;
    transaction_id: number | null;
    created_by: number | null;
  };

export type AllocationsTable = {
  id: Generated<number>;
  cluster_id: number;
  collection_id: number;
  debt_id: number;
  amount: number;
  created_at: string;
};

export type OtherIncomeRecordsTable = Stamps &
  PaidIn & {
    other_income_id: number;
    search: Generated<string>;
    transaction_id: number | null;
  };

export type EnforcementsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  resident_id: number;
  lawyer_id: number | null;
  file_no: string | null;
  amount: Generated<number>;
  left_amount: Generated<number>;
  issued_on: string;
  closed_on: string | null;
  is_closed: Generated<Flag>;
  description: string | null;
  search: Generated<string>;
};

export type BankStatementImportsTable = {
  id: Generated<number>;
  cluster_id: number;
  bank_account_id: number;
  file_name: string;
  row_count: number;
  closing_balance: number | null;
  statement_on: string | null;
  created_by: number | null;
  created_at: string;
};

export type BankActivitiesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  bank_account_id: number;
  import_id: number | null;
  reference_no: string;
  activity_on: string;
  amount: number;
  balance_after: number | null;
  identity_number: string | null;
  tax_number: string | null;
  iban: string | null;
  sender_name: string | null;
  description: string | null;
  is_closed: Generated<Flag>;
  collection_id: number | null;
  suggested_house_id: number | null;
  suggested_resident_id: number | null;
  confidence: Generated<number>;
  suggestion_reason: string | null;
  search: Generated<string>;
  /** What an outgoing line was booked as (migration 0017): an invoice's payment, with the invoice made for it when booked as an expense, or a transfer. */
  invoice_payment_id: number | null;
  invoice_id: number | null;
  account_transfer_id: number | null;
};

/** 'Virman' between the complex's own bank accounts and safes (migration 0017); amount in kuruş. */
export type AccountTransfersTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  from_bank_account_id: number | null;
  from_safe_id: number | null;
  to_bank_account_id: number | null;
  to_safe_id: number | null;
  amount: number;
  transferred_on: string;
  description: string | null;
  transaction_id: number | null;
  created_by: number | null;
};

export type BankColumnMappingsTable = { bank_account_id: number; mapping: string; updated_at: string };

export type ScheduledRunsTable = {
  id: Generated<number>;
  job: string;
  cluster_id: number;
  period: string;
  created_at: string;
};

/** Card payments through a complex's virtual POS (migration 0010); amount and commission in kuruş. */
export type CardPaymentsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  house_id: number | null;
  resident_id: number | null;
  cluster_payment_provider_id: number | null;
  user_card_id: number | null;
  user_card_subscription_id: number | null;
  is_subscription: Generated<Flag>;
  masked_cc_no: string;
  card_holder: string | null;
  amount: number;
  commission: Generated<number>;
  installment_count: Generated<number>;
  /** success | failed | refunded */
  status: string;
  provider_reference: string | null;
  error_message: string | null;
  collection_id: number | null;
  /** UTC ISO-8601 timestamp. */
  paid_at: string;
  search: Generated<string>;
};
