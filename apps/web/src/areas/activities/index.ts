import { type Area, menuItems } from '../../app/area';

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
  screens: () => import('./screens'),
};
