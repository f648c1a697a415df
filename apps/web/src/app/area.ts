import type { ComponentType } from 'react';
import { type ScreenPath, screenPaths } from './screenPaths';

/** Loads one screen's module (its own chunk). */
export type Loader = () => Promise<{ default: ComponentType }>;
/** An area's screens by route (`routes.test.ts`: together, every route of screenPaths). */
export type Screens = Partial<Record<ScreenPath, Loader>>;
/** Loads an area's Turkish texts (its own chunk): a message tree added to the core texts of the first download. */
export type TextsLoader = () => Promise<{ default: object }>;
/** An entry under an area's menu heading; its label is the i18n key `menu.<area>.<key>`. */
export type MenuItem = { key: string; path: string };

/**
 * One area of spec §2: its side-menu heading (`menu.<key>.title`) with either one `path` or `items`, its
 * screens and its texts. An area's `index.ts` exports one; it names its screen table (`screens.ts`) and its
 * texts only through `import()`, so the first download holds the menu and no area's routes, screens or texts.
 */
export type Area = {
  key: string;
  path?: string;
  /** Shown to super administrators only. */
  superadmin?: boolean;
  items?: MenuItem[];
  /** Its screens by route, every one under the area's base (`areaBase`); downloaded with the first of them. */
  screens?: () => Promise<{ default: Screens }>;
  /** The Turkish texts its screens show, loaded before any of them renders (`app/areaTexts.test.ts` checks them). */
  texts?: TextsLoader;
};

/** The route prefix of an area's screens: the first segment of its path or menu items ('/definitions'). */
export const areaBase = (area: Area): string => `/${(area.path ?? area.items?.[0]?.path ?? '').split('/')[1]}`;

/** Menu items whose paths hang under one base: `menuItems('/incomes', [['risky', 'risky']])`. */
export const menuItems = (base: string, list: [key: string, path: string][]): MenuItem[] =>
  list.map(([key, path]) => ({ key, path: `${base}/${path}` }));

/**
 * The list, create, show and edit routes of one resource screen (the panels open over the list), and any
 * `extra` sub-paths of it (e.g. `:parentId/create`); only routes of screenPaths are kept.
 */
export function resourceRoutes(base: string, loader: Loader, extra: string[] = []): Screens {
  const paths = [base, `${base}/create`, `${base}/:id`, `${base}/:id/edit`, ...extra.map((p) => `${base}/${p}`)];
  return Object.fromEntries(
    paths.filter((p) => (screenPaths as readonly string[]).includes(p)).map((p) => [p, loader]),
  );
}
