import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 0/1 flags are stored as integers on both dialects. */
export type Flag = number;
type Stamps = { created_at: string; updated_at: string };

export type CompaniesTable = Stamps & {
  id: Generated<number>;
  company_type_id: Generated<number>;
  name: string;
  short_name: string | null;
  title: string | null;
  city_id: number | null;
  district_id: number | null;
  tax_office: string | null;
  tax_number: string | null;
  authorized_name: string | null;
  authorized_email: string | null;
  authorized_phone: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  billing_address: string | null;
  logo_path: string | null;
  report_logo_path: string | null;
  sms_company: string | null;
  sms_username: string | null;
  sms_password: string | null;
  sms_balance: number | null;
  sms_checked_at: string | null;
  has_lawyer_services: Generated<Flag>;
  has_budget_services: Generated<Flag>;
  last_receipt_no: Generated<number>;
  last_settlement_no: Generated<number>;
  last_payment_receipt_no: Generated<number>;
  contract_renewal_on: string | null;
  contract_fee: number | null;
  person_risk_parameter: number | null;
  house_risk_amount: number | null;
  notification_min_balance: number | null;
  fee_last_payment_day: number | null;
  delay_option_days: number | null;
  /** A closed enforcement case's covered months: 'from_close' never charged, 'all_months' charged. */
  enforcement_fee_policy: Generated<string>;
  accounting_view_type_id: Generated<number>;
  is_active: Generated<Flag>;
  search: Generated<string>;
};

export type ClustersTable = Stamps & {
  id: Generated<number>;
  company_id: number;
  name: string;
  title: string | null;
  customer_name: string | null;
  tax_number: string | null;
  city_id: number | null;
  district_id: number | null;
  address: string | null;
  management_type_id: Generated<number>;
  tech_worker_authorization: Generated<string>;
  share_meter_rounding: Generated<string>;
  bank_collecting_workflow_type_id: number | null;
  bank_payment_workflow_type_id: number | null;
  delay_calculation_type_id: Generated<number>;
  late_fee_rate_bp: Generated<number>;
  /** Empty: the company's delay option days; 0: no grace. */
  late_fee_grace_days: number | null;
  due_day: number | null;
  allocation_order: Generated<string>;
  is_active: Generated<Flag>;
  is_demo: Generated<Flag>;
  search: Generated<string>;
};

export type BlocksTable = Stamps & { id: Generated<number>; cluster_id: number; name: string };
export type HouseTypesTable = Stamps & { id: Generated<number>; cluster_id: number; name: string };

export type HousesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  block_id: number | null;
  house_type_id: number | null;
  type: Generated<string>;
  floor: string | null;
  door_number: string;
  gross_area: number | null;
  net_area: number | null;
  share_meter: number | null;
  garden_area: number | null;
  land_share: number | null;
  share_total: number | null;
  geo_block: string | null;
  geo_plot: string | null;
  has_multiple_owners: Generated<Flag>;
  has_periodical_assessment: Generated<Flag>;
  has_crediting: Generated<Flag>;
  uses_share_meter: Generated<Flag>;
  is_active: Generated<Flag>;
  search: Generated<string>;
};

export type ResidentsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  name: string;
  name_search: string;
  name_sort: string;
  identity_number: string | null;
  father_name: string | null;
  citizenship: string | null;
  commercial_type: Generated<string>;
  phone: string | null;
  phone2: string | null;
  home_phone: string | null;
  work_phone: string | null;
  email: string | null;
  email2: string | null;
  legal_address: string | null;
  work_address: string | null;
  blood_type: string | null;
  car_plate: string | null;
  notification_medium: string | null;
  tax_number: string | null;
  search: Generated<string>;
  is_phone_verified: Generated<Flag>;
  is_active: Generated<Flag>;
};

export type HouseUsersTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  house_id: number;
  resident_id: number;
  house_user_type_id: number;
  starts_on: string | null;
  ends_on: string | null;
  is_staying: Generated<Flag>;
  is_spokesperson: Generated<Flag>;
};

type MoneyPlaceFlags = {
  search: Generated<string>;
  can_collect_money: Generated<Flag>;
  can_receive_bills: Generated<Flag>;
  can_used_for_sms: Generated<Flag>;
  residents_can_see: Generated<Flag>;
  is_active: Generated<Flag>;
};

export type BankAccountsTable = Stamps &
  MoneyPlaceFlags & {
    id: Generated<number>;
    cluster_id: number;
    short_name: string | null;
    name: string;
    bank_id: number | null;
    institution_code: string | null;
    branch_code: string | null;
    account_number: string | null;
    iban: string | null;
    account_type_id: number | null;
    client_code: string | null;
  };

export type SafesTable = Stamps &
  MoneyPlaceFlags & { id: Generated<number>; cluster_id: number; short_name: string | null; name: string };

export type UsersTable = Stamps & {
  id: Generated<number>;
  company_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  has_temporary_password: Generated<Flag>;
  is_active: Generated<Flag>;
  last_login_at: string | null;
};

export type RolesTable = { id: Generated<number>; name: string; display_name: string; type: Generated<number> };
export type UserRolesTable = { user_id: number; role_id: number };
export type ClusterUsersTable = { user_id: number; cluster_id: number; permissions: Generated<string> };

export type PersonalAccessTokensTable = {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  is_mobile: Generated<Flag>;
  last_used_at: string | null;
  expires_at: string | null;
  created_at: string;
};

export type LoginAttemptsTable = { id: Generated<number>; email: string; ip: string; created_at: string };

export type ActionLogsTable = {
  id: Generated<number>;
  user_id: number | null;
  cluster_id: number | null;
  entity_type: string;
  entity_id: number;
  action_type_id: number;
  old_values: string | null;
  new_values: string | null;
  page_url: string | null;
  created_at: string;
};

export type ClusterProvidersTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  provider_type_id: number;
  name: string;
  title: string;
  tax_number: string | null;
  iban: string | null;
  phone: string | null;
  email: string | null;
  expense_type_id: number | null;
  child_expense_type_id: number | null;
  bank_integration_type_id: number | null;
  bank_workflow_type_id: Generated<number>;
  is_active: Generated<Flag>;
  search: Generated<string>;
};

/** SMS provider of a complex (1 GoldSMS, 2 MasGSM); the password is for the SMS adapter, never sent out. */
export type ClusterNotificationProvidersTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  notification_provider_id: number;
  is_active: Generated<Flag>;
  is_default: Generated<Flag>;
  username: string;
  password: string;
  title: string;
};

/** Payment provider of a complex; `param` is the JSON text of provider 2's details. */
export type ClusterPaymentProvidersTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  payment_provider_id: number;
  pos_account_id: number;
  bank_account_id: number;
  is_active: Generated<Flag>;
  is_default: Generated<Flag>;
  submerchant_id: string | null;
  param: string | null;
};

/** Rows of the /other-definitions tables share these columns; `search` is folded text, `name_sort` a Turkish sort key. */
type DefinitionColumns = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  is_active: Generated<Flag>;
  search: Generated<string>;
  name_sort: Generated<string>;
};
type NamedDefinitionTable = DefinitionColumns & { name: string };

export type ProjectsTable = NamedDefinitionTable & {
  description: string | null;
  starts_on: string | null;
  ends_on: string | null;
  amount: number | null;
};

/** Rows without cluster_id are system types, shown to every complex and written by super administrators only. */
export type ExpenseTypesTable = Omit<NamedDefinitionTable, 'cluster_id'> & {
  cluster_id: number | null;
  parent_id: number | null;
  sign: Generated<number>;
};
export type IncomeTypesTable = Omit<NamedDefinitionTable, 'cluster_id'> & {
  cluster_id: number | null;
  parent_id: number | null;
};
export type OtherIncomesTable = NamedDefinitionTable & { description: string | null };
export type FixtureGroupsTable = NamedDefinitionTable;
export type FixturesTable = NamedDefinitionTable & {
  fixture_group_id: number;
  brand: string | null;
  serial_no: string | null;
  acquired_on: string | null;
  amount: number | null;
  status_id: number | null;
};
export type PaybackReasonsTable = NamedDefinitionTable;
export type ContractTypesTable = NamedDefinitionTable;
export type MaintenanceTypesTable = NamedDefinitionTable & { parent_id: number | null };
export type CleaningTypesTable = NamedDefinitionTable;
export type BreakdownTypesTable = NamedDefinitionTable;
export type ClusterPhonesTable = NamedDefinitionTable & { phone: string; description: string | null };
export type MaintenancesTable = NamedDefinitionTable & {
  maintenance_type_id: number;
  period_months: number | null;
  next_on: string | null;
  description: string | null;
};
export type HouseIntegrationsTable = Omit<DefinitionColumns, 'name_sort'> & {
  house_id: number;
  integration_code: string;
  provider_name: string;
};

export type Database = {
  projects: ProjectsTable;
  expense_types: ExpenseTypesTable;
  income_types: IncomeTypesTable;
  other_incomes: OtherIncomesTable;
  fixture_groups: FixtureGroupsTable;
  fixtures: FixturesTable;
  payback_reasons: PaybackReasonsTable;
  contract_types: ContractTypesTable;
  maintenance_types: MaintenanceTypesTable;
  cleaning_types: CleaningTypesTable;
  breakdown_types: BreakdownTypesTable;
  cluster_phones: ClusterPhonesTable;
  maintenances: MaintenancesTable;
  house_integrations: HouseIntegrationsTable;
  cluster_providers: ClusterProvidersTable;
  cluster_notification_providers: ClusterNotificationProvidersTable;
  cluster_payment_providers: ClusterPaymentProvidersTable;
  companies: CompaniesTable;
  clusters: ClustersTable;
  blocks: BlocksTable;
  house_types: HouseTypesTable;
  houses: HousesTable;
  residents: ResidentsTable;
  house_users: HouseUsersTable;
  bank_accounts: BankAccountsTable;
  safes: SafesTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  cluster_users: ClusterUsersTable;
  personal_access_tokens: PersonalAccessTokensTable;
  login_attempts: LoginAttemptsTable;
  action_logs: ActionLogsTable;
  locations: LocationsTable;
  journal_transactions: JournalTransactionsTable;
  journal_entries: JournalEntriesTable;
  periodical_assessments: PeriodicalAssessmentsTable;
  assessments: AssessmentsTable;
  debts: DebtsTable;
  collections: CollectionsTable;
  allocations: AllocationsTable;
  other_income_records: OtherIncomeRecordsTable;
  enforcements: EnforcementsTable;
  bank_statement_imports: BankStatementImportsTable;
  bank_activities: BankActivitiesTable;
  bank_column_mappings: BankColumnMappingsTable;
  scheduled_runs: ScheduledRunsTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  invoice_installments: InvoiceInstallmentsTable;
  invoice_bulk_closes: InvoiceBulkClosesTable;
  invoice_payments: InvoicePaymentsTable;
  other_expenses: OtherExpensesTable;
  card_payments: CardPaymentsTable;
  account_transfers: AccountTransfersTable;
};

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

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

export type CollectionsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  house_id: number | null;
  resident_id: number | null;
  bank_account_id: number | null;
  safe_id: number | null;
  amount: number;
  collected_on: string;
  description: string | null;
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

export type OtherIncomeRecordsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  other_income_id: number;
  house_id: number | null;
  resident_id: number | null;
  bank_account_id: number | null;
  safe_id: number | null;
  amount: number;
  collected_on: string;
  description: string | null;
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

// Expenses (migration 0011). Money columns are integer kuruş.

export type InvoicesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  provider_id: number;
  billed_on: string;
  last_payment_on: string | null;
  bill_no: string | null;
  utility_no: string | null;
  invoice_type_id: Generated<number>;
  payment_type_id: Generated<number>;
  description: string | null;
  amount: Generated<number>;
  is_invoiced: Generated<Flag>;
  search: Generated<string>;
  transaction_id: number | null;
  /** The company's Mahsup Fişi number. */
  receipt_no: number | null;
  created_by: number | null;
};

export type InvoiceItemsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  invoice_id: number;
  expense_type_id: number;
  child_expense_type_id: number | null;
  description: string | null;
  amount: number;
};

export type InvoiceInstallmentsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  invoice_id: number;
  last_payment_on: string;
  amount: number;
};

export type InvoiceBulkClosesTable = {
  id: Generated<number>;
  cluster_id: number;
  collected_on: string;
  description: string | null;
  created_by: number | null;
  created_at: string;
};

export type InvoicePaymentsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  invoice_id: number;
  collected_on: string;
  amount: number;
  bank_account_id: number | null;
  safe_id: number | null;
  description: string | null;
  bulk_close_id: number | null;
  transaction_id: number | null;
  created_by: number | null;
  /** The company's Ödeme Makbuzu number. */
  receipt_no: number | null;
};

export type OtherExpensesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  income_type_id: number | null;
  resident_id: number | null;
  house_id: number | null;
  amount: number;
  spent_on: string;
  bank_account_id: number | null;
  safe_id: number | null;
  refund_type_id: number | null;
  collection_id: number | null;
  debt_id: number | null;
  deferment_amount: number | null;
  description: string | null;
  transaction_id: number | null;
};
