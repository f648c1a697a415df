import { createMailer } from '../../kernel/mailer';
import { type Area, registerResources } from '../area';
import { accountTransferRoutes } from './accountTransfers/accountTransfers.routes';
import { bankActivityRoutes } from './bankActivities/bankActivities.routes';
import { collectionRoutes } from './collections/collections.routes';
import { incomeRoutes } from './incomes/incomes.routes';
import { otherIncomeRecordsResource } from './otherIncomeRecords/otherIncomeRecords.resource';
import { receiptRoutes } from './receipts/receipts.routes';
import { riskyDebtorRoutes } from './riskyDebtors/riskyDebtors.routes';

/** Gelirler: collections and their receipts, house balances, bank lines, transfers, other incomes, risky debtors. */
export const incomesArea: Area = {
  name: 'incomes',
  permission: 'edit-collection',
  secured: async (app, options) => {
    const { db, files, config } = options;
    await app.register(collectionRoutes, { db, files });
    await app.register(incomeRoutes, { db, files });
    await app.register(receiptRoutes, { db, files, mailer: createMailer(config) });
    await app.register(riskyDebtorRoutes, { db, files });
    await app.register(bankActivityRoutes, { db, files });
    await app.register(accountTransferRoutes, { db, files });
    await registerResources(app, [otherIncomeRecordsResource], options);
  },
};

// The statement reader, for the SaaS company's own statement (admin/bankActivities).
export { readRows } from './bankActivities/bankStatement.file';
export * as statementLimits from './bankActivities/bankStatement.limits';
export { locateTable, readLines, sampleOf, withReferences } from './bankActivities/bankStatement.parser';
export { readStatementUpload, statementMappingOf } from './bankActivities/bankStatement.upload';
// What code outside this area (other areas, start-up, the demo seed) uses of it.
export { createCollection } from './collections/collections.service';
