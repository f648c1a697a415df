import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test('a long list shows the back-to-top button once scrolled down, and it goes back to the top', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/definitions/houses?per_page=100');
  await expect(page.locator('.ant-table-row')).toHaveCount(100);
  const button = page.getByRole('button', { name: 'Başa dön' });
  await expect(button).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});
