import type { Screens } from '../../app/area';

/** The accounting screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = { '/accounting/accounts': () => import('./accounts/AccountsScreen') };

export default screens;
