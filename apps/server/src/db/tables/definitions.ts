// Tables of companies, complexes, people, users and the definitions of each complex.
import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

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
  commercial_consent: Generated<Flag>;
  commercial_consent_at: string | null;
  /** The user (of the residents' app) this resident signs in as (migration 0040). */
  user_id: Generated<number | null>;
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
  /** The worker's position (worker_positions of the same company). */
  position_id: number | null;
  /** Technical staff: what they may do with requests (TECH_AUTHORIZATIONS). */
  tech_authorization_id: number | null;
  /** When the user last opened the release notes (CHANGELOG.md entries dated after it are new to them). */
  release_notes_seen_at: string | null;
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
  /** Set on a super administrator's impersonation token: who signed in as this user. */
  impersonator_id: Generated<number | null>;
  /** A mobile sign-in's platform (ios, android), for the mobile statistics (migration 0040). */
  platform: Generated<string | null>;
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
  /** The super administrator who made the change while signed in as `user_id`. */
  impersonator_id: Generated<number | null>;
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
  /** The company provider it was copied from (migration 0021). */
  company_provider_id: Generated<number | null>;
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
/** A management company's worker position (My company): owned by the company, not by a complex. */
export type WorkerPositionsTable = Omit<NamedDefinitionTable, 'cluster_id'> & { company_id: number };
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
