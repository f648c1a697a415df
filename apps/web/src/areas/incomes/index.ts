import { type Area, menuItems } from '../../app/area';

/** Gelirler: collecting from houses and residents, the bank statement, other incomes and risky debtors. */
export const incomesArea: Area = {
  key: 'incomes',
  texts: () => import('./texts'),
  items: menuItems('/incomes', [
    ['houses', 'houses'],
    ['residents', 'residents'],
    ['bankOpen', 'bank/open'],
    ['bankClosed', 'bank/closed'],
    ['bankBalanceCheck', 'bank/balance-check'],
    ['other', 'other'],
    ['risky', 'risky'],
  ]),
  screens: () => import('./screens'),
};
