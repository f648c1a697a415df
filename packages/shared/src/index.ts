// The Turkish error map and zod's settings apply before any schema below is built.
import './common/zodErrors';

export * from './accounting/accounting.schema';
export * from './accounting/accountTransfers.schema';
export * from './accounting/activities.schema';
export * from './accounting/bankActivities.schema';
export * from './accounting/enforcements.schema';
export * from './accounting/otherIncomeRecords.schema';
export * from './assessments/assessments.schema';
export * from './assessments/lateFees.schema';
export * from './auth/auth.schema';
export * from './common';
export * from './definitions/clusterProviders.schema';
export * from './definitions/clusterSettings.schema';
export * from './definitions/clusters.schema';
export * from './definitions/companies.schema';
export * from './definitions/definitions.schema';
export * from './definitions/houses.schema';
export * from './definitions/houseUsers.schema';
export * from './definitions/periodicalAssessments.schema';
export * from './definitions/residents.schema';
export * from './expenses/expenses.schema';
export * from './expenses/otherExpenses.schema';
export * from './expenses/receipts.schema';
export * from './http/errors';
export * from './logs/actionLogs.schema';
export * from './otherDefinitions/otherDefinitions.schema';
export * from './system/system.schema';
