import { type Area, type Loader, menuItems, resourceRoutes } from '../../app/area';

// One journal screen for every kind of account.
const activitiesScreen: Loader = () => import('./activities/ActivitiesScreen');

/** Hareketler: the journal of each house, resident, provider, safe and bank account, and card payments. */
export const activitiesArea: Area = {
  key: 'activities',
  texts: () => import('./texts'),
  items: menuItems('/activities', [
    ['houses', 'houses'],
    ['residents', 'residents'],
    ['providers', 'providers'],
    ['safes', 'safes'],
    ['banks', 'banks'],
    ['creditCardPayments', 'credit-card-payments'],
  ]),
  screens: {
    '/activities/houses': activitiesScreen,
    '/activities/residents': activitiesScreen,
    '/activities/providers': activitiesScreen,
    '/activities/safes': activitiesScreen,
    '/activities/banks': activitiesScreen,
    ...resourceRoutes('/activities/credit-card-payments', () => import('./cardPayments/CardPaymentsScreen')),
  },
};
