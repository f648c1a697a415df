import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test('menu entries are links: Ctrl+click opens the screen in a new tab, a click opens it here', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  const nav = page.getByRole('navigation');
  await nav.getByText('Tanımlar', { exact: true }).click();
  const residents = nav.getByRole('link', { name: 'Sakinler', exact: true });
  await expect(residents).toHaveAttribute('href', '/definitions/residents');

  const [tab] = await Promise.all([context.waitForEvent('page'), residents.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tab).toHaveURL(/\/definitions\/residents$/);
  await expect(tab.getByRole('heading', { name: 'Sakinler' })).toBeVisible();
  // The first tab stayed where it was.
  await expect(page).toHaveURL(/\/dashboard$/);
  await tab.close();

  await residents.click();
  await expect(page).toHaveURL(/\/definitions\/residents$/);
  await expect(page.getByRole('heading', { name: 'Sakinler' })).toBeVisible();
  // The keyboard reaches the same entry: Enter on a focused entry opens it.
  await nav.getByRole('link', { name: 'Bağımsız Bölümler', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/definitions\/houses$/);
});
