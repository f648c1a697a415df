import { type Loader, resourceRoutes, type Screens } from '../../app/area';

// One journal screen for every kind of account.
const activitiesScreen: Loader = () => import('./activities/ActivitiesScreen');

/** The activities screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = {
  '/activities/houses': activitiesScreen,
  '/activities/residents': activitiesScreen,
  '/activities/providers': activitiesScreen,
  '/activities/safes': activitiesScreen,
  '/activities/banks': activitiesScreen,
  ...resourceRoutes('/activities/credit-card-payments', () => import('./cardPayments/CardPaymentsScreen')),
};

export default screens;
