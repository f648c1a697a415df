import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { MANAGER, signIn } from '../support';

// axe (WCAG 2.1 A and AA rules) on the screens everyone meets first: nothing serious or critical — a field
// without a name, text too faint to read, a button a screen reader cannot announce.

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test('the sign-in page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard, the resident list and the resident form have no serious accessibility violation', async ({
  page,
}) => {
  await signIn(page, MANAGER);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId('cluster-picker')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'dashboard').toEqual([]);

  await page.goto('/definitions/residents');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await seriousViolations(page), 'resident list').toEqual([]);

  await page.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.locator('.ant-drawer').getByLabel('Ad Soyad / Unvan', { exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'resident form').toEqual([]);
});
