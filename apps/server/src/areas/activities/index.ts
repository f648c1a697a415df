import type { Area } from '../area';
import { activityRoutes } from './activities/activities.routes';
import { cardPaymentRoutes } from './cardPayments/cardPayments.routes';

/** Hareketler: the journal's lines by account, and card payments. */
export const activitiesArea: Area = {
  name: 'activities',
  secured: async (app, { db, files }) => {
    await app.register(activityRoutes, { db, files });
    await app.register(cardPaymentRoutes, { db, files });
  },
};

// What code outside this area (other areas, start-up, the demo seed) uses of it.
export { type AccountRef, listEntries } from './activities/activities.repository';
export {
  ACCOUNT_KIND_LABELS,
  loadAccount,
  movementsTable,
  rangeLabel,
  rangeOf,
  toActivityRow,
  totalsToApi,
  transactionKindLabel,
} from './activities/activities.service';
