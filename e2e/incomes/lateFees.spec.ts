import { expect, test } from '@playwright/test';
import { signIn } from '../support';

// Late fees are charged per month, once: only a month that has ended can be picked.
test('the late-fee dialog offers ended months only, and charging last month reports what it charged', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/incomes/houses');
  await page.getByRole('button', { name: 'Gecikme Tazminatı Hesapla' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gecikme Tazminatı Hesapla' });
  await dialog.getByLabel('Ay').click();

  const now = new Date();
  const month = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const panel = page.locator('.ant-picker-dropdown:visible');
  // The month panel shows one year: the current month is in it unless it is January (then last year's is shown).
  if (now.getMonth() > 0) {
    await expect(panel.locator(`td[title="${month(now)}"]`)).toHaveClass(/ant-picker-cell-disabled/);
  }
  await expect(panel.locator(`td[title="${month(lastMonth)}"]`)).not.toHaveClass(/ant-picker-cell-disabled/);
  await panel.locator(`td[title="${month(lastMonth)}"]`).click();

  await dialog.getByRole('button', { name: 'Tahakkuk Et' }).click();
  await expect(page.getByText(/borca toplam .* gecikme tazminatı tahakkuk etti/)).toBeVisible();
  await expect(dialog).toBeHidden();
});
