import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  AccountTransfersTable,
  AllocationsTable,
  AssessmentsTable,
  BankActivitiesTable,
  BankColumnMappingsTable,
  BankStatementImportsTable,
  CardPaymentsTable,
  CollectionsTable,
  DebtsTable,
  EnforcementsTable,
  JournalEntriesTable,
  JournalTransactionsTable,
  LocationsTable,
  OtherIncomeRecordsTable,
  PeriodicalAssessmentsTable,
  ScheduledRunsTable,
} from './tables/accounting';
import type { AdvertClicksTable, AdvertsTable, AdvertTargetsTable } from './tables/adverts';
import type { BudgetLinesTable, BudgetsTable } from './tables/budgets';
import type { AccountCodesTable } from './tables/chartOfAccounts';
import type {
  CustomerClustersTable,
  CustomerGroupsTable,
  CustomerInvoiceLinesTable,
  CustomerInvoicePaymentsTable,
  CustomerInvoicesTable,
  CustomerPaymentsTable,
  CustomerProductsTable,
  CustomersTable,
  ProductsTable,
  SaasSettingsTable,
} from './tables/crm';
import type { DataImportsTable } from './tables/dataImports';
import type {
  ActionLogsTable,
  BankAccountsTable,
  BlocksTable,
  BreakdownTypesTable,
  CleaningTypesTable,
  ClusterNotificationProvidersTable,
  ClusterPaymentProvidersTable,
  ClusterPhonesTable,
  ClusterProvidersTable,
  ClustersTable,
  ClusterUsersTable,
  CompaniesTable,
  ContractTypesTable,
  ExpenseTypesTable,
  FixtureGroupsTable,
  FixturesTable,
  HouseIntegrationsTable,
  HousesTable,
  HouseTypesTable,
  HouseUsersTable,
  IncomeTypesTable,
  LoginAttemptsTable,
  MaintenancesTable,
  MaintenanceTypesTable,
  OtherIncomesTable,
  PaybackReasonsTable,
  PersonalAccessTokensTable,
  ProjectsTable,
  ResidentsTable,
  RolesTable,
  SafesTable,
  UserRolesTable,
  UsersTable,
  WorkerPositionsTable,
} from './tables/definitions';
import type {
  InvoiceBulkClosesTable,
  InvoiceInstallmentsTable,
  InvoiceItemsTable,
  InvoicePaymentsTable,
  InvoicesTable,
  OtherExpensesTable,
} from './tables/expenses';
import type { CompanyProvidersTable } from './tables/myCompany';
import type { NotificationBatchesTable, NotificationsTable } from './tables/notifications';
import type { NotificationTemplatesTable } from './tables/notificationTemplates';
import type { ReminderSendsTable, RemindersTable } from './tables/reminders';
import type { ReportCommentsTable } from './tables/reports';
import type { RequestEventsTable, RequestFilesTable, RequestsTable } from './tables/requests';
import type { SaasBankActivitiesTable } from './tables/saasBank';
import type { UserCardSubscriptionsTable, UserCardsTable } from './tables/userCards';
import type { VisitorLogsTable } from './tables/visitorLogs';

export type * from './tables/accounting';
export type * from './tables/budgets';
export type * from './tables/chartOfAccounts';
export type * from './tables/definitions';
export type * from './tables/expenses';
export type * from './tables/myCompany';
export type * from './tables/notifications';
export type * from './tables/notificationTemplates';
export type * from './tables/reminders';
export type * from './tables/requests';
export type * from './tables/visitorLogs';

/** 0/1 flags are stored as integers on both dialects. */
export type Flag = number;
export type Stamps = { created_at: string; updated_at: string };

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
  worker_positions: WorkerPositionsTable;
  company_providers: CompanyProvidersTable;
  notification_templates: NotificationTemplatesTable;
  notification_batches: NotificationBatchesTable;
  notifications: NotificationsTable;
  visitor_logs: VisitorLogsTable;
  requests: RequestsTable;
  request_events: RequestEventsTable;
  request_files: RequestFilesTable;
  budgets: BudgetsTable;
  budget_lines: BudgetLinesTable;
  account_codes: AccountCodesTable;
  reminders: RemindersTable;
  reminder_sends: ReminderSendsTable;
  report_comments: ReportCommentsTable;
  products: ProductsTable;
  customer_groups: CustomerGroupsTable;
  customers: CustomersTable;
  customer_clusters: CustomerClustersTable;
  customer_products: CustomerProductsTable;
  customer_invoices: CustomerInvoicesTable;
  customer_invoice_lines: CustomerInvoiceLinesTable;
  customer_payments: CustomerPaymentsTable;
  customer_invoice_payments: CustomerInvoicePaymentsTable;
  saas_settings: SaasSettingsTable;
  saas_bank_activities: SaasBankActivitiesTable;
  adverts: AdvertsTable;
  advert_targets: AdvertTargetsTable;
  advert_clicks: AdvertClicksTable;
  user_cards: UserCardsTable;
  user_card_subscriptions: UserCardSubscriptionsTable;
  data_imports: DataImportsTable;
};

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
