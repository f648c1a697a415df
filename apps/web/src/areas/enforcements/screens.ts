import { resourceRoutes, type Screens } from '../../app/area';

/** The enforcements screens by route: loaded with the first of them, so the first download holds only the menu. */
const screens: Screens = resourceRoutes('/enforcements', () => import('./enforcements/EnforcementsScreen'));

export default screens;
