import fs from 'node:fs';
import path from 'node:path';
import { expect, type Response, test } from '@playwright/test';
import { ADMIN, signIn } from '../support';

// Every screen of the route list, opened as the super administrator (who may open all of them): none may show
// a raw translation key such as 'invoices.payments.fields.bank_account_id'. A record route takes the first
// record its list screen showed, so the record's own screen (fields, tabs, panels) is read, not only its list.
const routesFile = path.resolve(import.meta.dirname, '../../../shared/spec/routes.txt');
const routes = fs
  .readFileSync(routesFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/') && !line.includes('(public)'))
  .map((line) => line.split(' ')[0].replace(/\/:\w+\?$/, ''));

/** The list a record route belongs to: '/definitions/houses/:id/edit' → '/definitions/houses'. */
const baseOf = (route: string) => route.replace(/\/(create\/)?:\w+.*$/, '');

// Three or more dotted identifier segments starting with a lower-case letter: a key, not an e-mail or amount.
const KEY = /(?<![@\w.])[a-z][a-zA-Z]*(?:\.[a-z_][a-zA-Z_]*){2,}(?![\w@])/g;

/** The list a screen asked for: a page of records (not a picker's 1000 options nor the menu badge's count of 1). */
async function listedIds(response: Response): Promise<number[]> {
  if (response.request().method() !== 'GET' || !response.url().includes('/api/') || !response.ok()) return [];
  const perPage = new URL(response.url()).searchParams.get('per_page');
  if (perPage === '1' || perPage === '1000') return [];
  const body = await response.json().catch(() => null);
  if (!body?.meta || !Array.isArray(body.data)) return [];
  return body.data.map((row: { id?: unknown }) => row.id).filter((id: unknown) => typeof id === 'number');
}

test('no screen of the route list shows a translation key', async ({ page }, testInfo) => {
  test.setTimeout(10 * 60_000);
  expect(routes.length).toBeGreaterThan(200);
  // The texts do not depend on the database: with two databases each walks every second route, together all.
  const projects = testInfo.config.projects.length;
  const index = testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name);
  const mine = routes.filter((_, n) => n % projects === index);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('cluster-picker')).toBeVisible();

  // The first record id each list screen showed, by the list's path.
  const firstIds = new Map<string, number>();
  let visiting = '';
  page.on('response', async (response) => {
    const base = visiting;
    const ids = await listedIds(response);
    if (ids.length && !firstIds.has(base)) firstIds.set(base, ids[0]);
  });

  const listBases = new Set(routes.filter((r) => r.includes(':')).map(baseOf));
  const found: string[] = [];
  const unresolved: string[] = [];
  for (const pattern of routes) {
    const base = baseOf(pattern);
    const id = firstIds.get(base);
    // A record route takes its list's first record; a list without records still has a record screen, and
    // id 1 shows either a record or 'Öğe bulunamadı.'.
    const route = pattern.replace(/:\w+/g, String(id ?? 1));
    // Every list of records is opened (for its ids); otherwise only this project's share of the routes.
    if (!mine.includes(pattern) && !listBases.has(pattern)) continue;
    if (mine.includes(pattern) && pattern.includes(':') && id === undefined) unresolved.push(pattern);
    visiting = route;
    const before = await page.locator('body').innerText();
    // Moving inside the app as its links do (no reload), then waiting for the screen to change and its data to arrive.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 2_000 })
      .not.toBe(before)
      .catch(() => {});
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton'))
      .toHaveCount(0, { timeout: 3_000 })
      .catch(() => {});
    if (!mine.includes(pattern)) continue;
    const text = await page.locator('body').innerText();
    for (const match of text.match(KEY) ?? []) found.push(`${route}: ${match}`);
  }
  if (unresolved.length)
    console.log(`Record routes walked with id 1 (their list was empty):\n${unresolved.join('\n')}`);
  expect(found, found.join('\n')).toEqual([]);
});
