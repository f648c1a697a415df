import { expect, test } from '@playwright/test';
import { ADMIN, choose, signIn } from '../support';

test("a new recurring due falls due on the complex's last payment day unless the manager picks another", async ({
  page,
}) => {
  // Marmara Konutları, the demo complex with money, closes its month on the 10th.
  await signIn(page, ADMIN, '/login?redirect=%2Fdefinitions%2Fperiodical-assessments');
  await expect(page).toHaveURL(/\/definitions\/periodical-assessments$/);
  await choose(page, 'cluster-picker', 'Marmara Konutları');
  await page.getByRole('button', { name: 'Ekle' }).click();
  await expect(page).toHaveURL(/\/definitions\/periodical-assessments\/create$/);
  const panel = page.getByRole('dialog');
  await expect(panel.getByLabel('Son Ödeme Günü', { exact: true })).toHaveValue('10');

  // Another complex without a last payment day leaves it to the manager.
  await panel.getByRole('button', { name: 'Kapat', exact: true }).click();
  await choose(page, 'cluster-picker', 'Yeşilvadi Sitesi');
  await page.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByRole('dialog').getByLabel('Son Ödeme Günü', { exact: true })).toHaveValue('');
});
