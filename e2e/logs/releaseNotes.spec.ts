import { expect, test } from '@playwright/test';
import { clickWhenStill, signIn } from '../support';

// Yenilikler: the release notes from the product's changelog; the menu counts the releases the user has not
// seen, and opening the screen marks them seen.

const ACCOUNTANT = { email: 'muhasebe@demo.test', password: 'demo1234' };

test('the menu counts the unseen releases, the screen shows them as new, and afterwards nothing is new', async ({
  page,
}) => {
  await signIn(page, ACCOUNTANT);
  await expect(page).toHaveURL(/\/dashboard/);
  const nav = page.getByRole('navigation');
  await nav.getByText('Loglar', { exact: true }).click();
  const entry = nav.getByRole('link', { name: /Uygulama Güncellemeleri/ });
  await expect(entry).toBeVisible();
  // A first visit of this user counts every release; a repeated run of this spec finds them seen already.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get('/api/release-notes', { headers: { authorization: `Bearer ${token}` } });
  const unseen = ((await answer.json()) as { meta: { unseen: number } }).meta.unseen;
  const badge = page.getByTestId('unseen-release-notes');
  if (unseen > 0) await expect(badge).toContainText(String(unseen));
  else await expect(badge).toHaveCount(0);

  // The group opened with an animation: its entry is clicked once it stands still.
  await clickWhenStill(entry);
  await expect(page).toHaveURL(/\/logs\/rs-updates$/);
  await expect(page.getByRole('heading', { name: 'Uygulama Güncellemeleri' })).toBeVisible();
  await expect(page.getByTestId(/^release-\d/).first()).toBeVisible();
  const releases = await page.getByTestId(/^release-\d/).count();
  expect(releases).toBeGreaterThan(1);
  await expect(page.getByTestId('release-new')).toHaveCount(unseen);
  await expect(badge).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId(/^release-\d/).first()).toBeVisible();
  await expect(page.getByTestId('release-new')).toHaveCount(0);
});
