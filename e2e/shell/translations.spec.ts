import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../support';

// Every screen of the route list, opened as the super administrator (who may open all of them): none may show
// a raw translation key such as 'invoices.payments.fields.bank_account_id'. Record routes take id 1, which is
// either a record or the screen's 'Öğe bulunamadı.'; both are Turkish.
const routesFile = path.resolve(import.meta.dirname, '../../../shared/spec/routes.txt');
const routes = fs
  .readFileSync(routesFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/') && !line.includes('(public)'))
  .map((line) =>
    line
      .split(' ')[0]
      .replace(/\/:\w+\?$/, '')
      .replace(/:\w+/g, '1'),
  );

// Three or more dotted identifier segments starting with a lower-case letter: a key, not an e-mail or amount.
const KEY = /(?<![@\w.])[a-z][a-zA-Z]*(?:\.[a-z_][a-zA-Z_]*){2,}(?![\w@])/g;

test('no screen of the route list shows a translation key', async ({ page }, testInfo) => {
  // One database is enough: the texts do not depend on it, and the walk takes a few minutes.
  test.skip(testInfo.project.name !== 'sqlite', 'texts are the same on every database; walked once, on SQLite');
  test.setTimeout(15 * 60_000);
  expect(routes.length).toBeGreaterThan(200);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const found: string[] = [];
  for (const route of routes) {
    // Moving inside the app as its links do (no reload), then letting the screen's data arrive.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    await expect(page.locator('.ant-spin-spinning'))
      .toHaveCount(0, { timeout: 3_000 })
      .catch(() => {});
    const text = await page.locator('body').innerText();
    for (const match of text.match(KEY) ?? []) found.push(`${route}: ${match}`);
  }
  expect(found, found.join('\n')).toEqual([]);
});
