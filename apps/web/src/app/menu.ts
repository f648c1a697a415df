/**
 * The side menu: every area of spec §2. Labels are i18n keys `menu.<area>.<item>`;
 * `superadmin` areas are shown to super administrators only.
 */
export type MenuItem = { key: string; path: string };
export type MenuArea = { key: string; icon: string; path?: string; superadmin?: boolean; items?: MenuItem[] };

const items = (base: string, list: [string, string][]): MenuItem[] =>
  list.map(([key, path]) => ({ key, path: `${base}/${path}` }));

export const menu: MenuArea[] = [
  { key: 'dashboard', icon: 'dashboard', path: '/dashboard' },
  {
    key: 'definitions',
    icon: 'definitions',
    items: items('/definitions', [
      ['companies', 'companies'],
      ['clusters', 'clusters'],
      ['houses', 'houses'],
      ['residents', 'residents'],
      ['bankAccounts', 'bank-accounts'],
      ['safes', 'safes'],
      ['clusterProviders', 'cluster-providers'],
      ['periodicalAssessments', 'periodical-assessments'],
    ]),
  },
  {
    key: 'otherDefinitions',
    icon: 'otherDefinitions',
    items: items('/other-definitions', [
      ['projects', 'projects'],
      ['expenseTypes', 'expense-types'],
      ['childExpenseTypes', 'child-expense-types'],
      ['incomeTypes', 'income-types'],
      ['otherIncomes', 'other-incomes'],
      ['fixtureGroups', 'fixtures/fixture-groups'],
      ['fixtures', 'fixtures/fixtures'],
      ['housingIncome', 'housing-income'],
      ['paybackReasons', 'payback-reasons'],
      ['contractTypes', 'types/contract-types'],
      ['maintenanceTypes', 'types/maintenance-types'],
      ['cleaningTypes', 'types/cleaning-types'],
      ['breakdownTypes', 'types/breakdown-types'],
      ['clusterPhones', 'cluster-phones'],
      ['maintenance', 'maintenance'],
      ['houseIntegrations', 'house-integrations'],
    ]),
  },
  {
    key: 'assessments',
    icon: 'assessments',
    items: items('/assessments', [
      ['all', 'all'],
      ['general', 'general'],
      ['free', 'free'],
      ['houseType', 'house-type'],
      ['parametric', 'parametric'],
      ['transferDue', 'transfer-due'],
    ]),
  },
  {
    key: 'incomes',
    icon: 'incomes',
    items: items('/incomes', [
      ['houses', 'houses'],
      ['residents', 'residents'],
      ['bankOpen', 'bank/open'],
      ['bankClosed', 'bank/closed'],
      ['bankBalanceCheck', 'bank/balance-check'],
      ['other', 'other'],
      ['risky', 'risky'],
    ]),
  },
  {
    key: 'expenses',
    icon: 'expenses',
    items: [
      { key: 'invoiceCreate', path: '/expenses/invoice/create' },
      { key: 'invoices', path: '/expenses/invoices' },
      { key: 'invoiceItems', path: '/expenses/invoiceitems/list' },
      { key: 'invoicePayments', path: '/expenses/invoicepayments/list' },
    ],
  },
  {
    key: 'activities',
    icon: 'activities',
    items: items('/activities', [
      ['houses', 'houses'],
      ['residents', 'residents'],
      ['providers', 'providers'],
      ['safes', 'safes'],
      ['banks', 'banks'],
      ['creditCardPayments', 'credit-card-payments'],
    ]),
  },
  { key: 'enforcements', icon: 'enforcements', path: '/enforcements' },
  {
    key: 'myCompany',
    icon: 'myCompany',
    items: items('/my-company', [
      ['info', 'info'],
      ['workers', 'workers'],
      ['residents', 'residents'],
      ['workerPositions', 'worker-positions'],
      ['providers', 'providers'],
    ]),
  },
  {
    key: 'communication',
    icon: 'communication',
    items: items('/communication', [
      ['notificationTemplates', 'notification-templates'],
      ['systemNotificationTemplates', 'system-notification-templates'],
      ['sendedNotifications', 'sended-notifications'],
      ['batchNotifications', 'batch-notifications'],
      ['reminders', 'reminders'],
      ['breakdowns', 'breakdowns'],
      ['suggestions', 'suggestions'],
      ['complaints', 'complaints'],
      ['maintenances', 'maintenances'],
      ['visitorLogs', 'visitor-logs'],
      ['userNotifications', 'user-notifications'],
      ['houseUsers', 'house-users'],
      ['meetingAttendants', 'meeting-attendants'],
    ]),
  },
  { key: 'myCustomer', icon: 'myCustomer', items: [{ key: 'billing', path: '/my-customer/billing' }] },
  {
    key: 'reports',
    icon: 'reports',
    items: items('/reports', [
      ['incomeExpense', 'operating/income-expense'],
      ['accountingIncomeExpense', 'operating/accounting-income-expense'],
      ['expense', 'operating/expense'],
      ['income', 'operating/income'],
      ['incomeExpenseReview', 'operating/income-expense-review'],
      ['audit', 'cluster/audit'],
      ['operatingItems', 'cluster/operating-items'],
      ['operating', 'cluster/operating'],
      ['accountStatement', 'extracts/account-statement'],
      ['bankAccountActivities', 'extracts/balance-activities/bank-account'],
      ['safeActivities', 'extracts/balance-activities/safe'],
      ['providerActivities', 'extracts/balance-activities/provider'],
      ['review', 'review-reports/review'],
      ['reviewDetail', 'review-reports/review-detail'],
      ['expenseDetail', 'sums/expense-detail'],
    ]),
  },
  {
    key: 'analysis',
    icon: 'analysis',
    items: items('/analysis', [
      ['expensePivot', 'expense-pivot'],
      ['expensePaymentPivot', 'expense-payment-pivot'],
      ['incomeTypeHouseUser', 'income-type-house-user'],
      ['monthlyHouseUser', 'monthly-house-user'],
      ['financialStatus', 'financial-status'],
      ['assessments', 'assessments'],
    ]),
  },
  {
    key: 'budget',
    icon: 'budget',
    items: [
      { key: 'definition', path: '/budget/definition' },
      { key: 'activeItems', path: '/budget/invoice-items/active' },
      { key: 'openItems', path: '/budget/invoice-items/open' },
      { key: 'wizard', path: '/budget/wizard' },
    ],
  },
  { key: 'accounting', icon: 'accounting', items: [{ key: 'accounts', path: '/accounting/accounts' }] },
  {
    key: 'logs',
    icon: 'logs',
    items: [
      { key: 'actionLogs', path: '/logs/action-logs' },
      { key: 'rsUpdates', path: '/logs/rs-updates' },
    ],
  },
  {
    key: 'admin',
    icon: 'admin',
    superadmin: true,
    items: [
      { key: 'users', path: '/admin/users' },
      { key: 'payoutCheck', path: '/admin/payout-check' },
      { key: 'importTransfers', path: '/admin/import/transfers' },
      { key: 'ads', path: '/admin/ads' },
      { key: 'customers', path: '/admin/crm/customers' },
      { key: 'customerGroups', path: '/admin/crm/customer-groups' },
      { key: 'customerInvoices', path: '/admin/crm/customer-invoices' },
      { key: 'customerPayments', path: '/admin/crm/customer-payments' },
      { key: 'expiringCustomers', path: '/admin/crm/expiring-customers' },
      { key: 'bankActivities', path: '/admin/crm/bank-activities' },
      { key: 'products', path: '/admin/products' },
      { key: 'statisticsWeb', path: '/admin/statistics/web' },
      { key: 'statisticsMobile', path: '/admin/statistics/mobile' },
    ],
  },
];

/** The menu entry a screen path belongs to (its own list, or the list its create/edit/show hangs under). */
export function menuEntryFor(pathname: string): { area: MenuArea; item?: MenuItem } | null {
  let best: { area: MenuArea; item?: MenuItem; length: number } | null = null;
  for (const area of menu) {
    if (area.path && (pathname === area.path || pathname.startsWith(`${area.path}/`))) {
      if (!best || area.path.length > best.length) best = { area, length: area.path.length };
    }
    for (const item of area.items ?? []) {
      if (pathname === item.path || pathname.startsWith(`${item.path}/`)) {
        if (!best || item.path.length > best.length) best = { area, item, length: item.path.length };
      }
    }
  }
  return best;
}
