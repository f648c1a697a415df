import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support';

// A phone held upright (spec §9: below 576 px): the menu is a drawer, lists scroll sideways, panels and
// forms take the whole width in one column.
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing on the page is wider than the screen (the page itself never scrolls sideways). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('on a phone the manager opens the menu from its button, reads a list sideways and edits in a full-width panel', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);

  // The dashboard: no side menu taking the screen, the complex's name in the header, its figures in view.
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  const menuButton = page.getByRole('button', { name: 'Menüyü aç' });
  await expect(menuButton).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(/Sitesi|Konutları/);
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The menu drawer holds the complex picker and the menu; choosing a screen closes it.
  await menuButton.click();
  const drawer = page.locator('.shell-drawer');
  await expect(drawer.getByTestId('cluster-picker')).toBeVisible();
  const nav = drawer.getByRole('navigation');
  await nav.getByText('Tanımlar', { exact: true }).click();
  await nav.getByRole('link', { name: 'Sakinler', exact: true }).click();
  await expect(page).toHaveURL(/\/definitions\/residents$/);
  await expect(drawer).toBeHidden();

  // The list: its title on one line, the table scrolling sideways inside itself with the first column fixed.
  const title = page.getByRole('heading', { name: 'Sakinler' });
  await expect(title).toBeVisible();
  const titleBox = await title.boundingBox();
  expect(titleBox?.height ?? 0).toBeLessThan(40);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const table = page.locator('.ant-table-content, .ant-table-body').first();
  expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(page.locator('.ant-table-row').first().locator('td').first()).toHaveClass(/ant-table-cell-fix/);
  await expectNoSidewaysScroll(page);

  // The form: the whole width, one field under another.
  await page.getByRole('button', { name: 'Ekle' }).click();
  const panel = page.locator('.ant-drawer-right .ant-drawer-content-wrapper');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(385);
  const form = page.locator('.ant-drawer-right');
  // Measured together until the panel has stopped sliding in: two boxes read while it moves differ in x.
  const fields = async () => {
    const name = await form.getByLabel('Ad Soyad / Unvan', { exact: true }).boundingBox();
    const phone = await form.getByLabel('Cep Telefonu', { exact: true }).boundingBox();
    return name && phone ? { sameColumn: Math.abs(name.x - phone.x) < 2, phoneBelow: phone.y > name.y } : null;
  };
  await expect.poll(fields).toEqual({ sameColumn: true, phoneBelow: true });
  await page.locator('.ant-drawer').getByRole('button', { name: 'Kapat', exact: true }).click();
  await expect(panel).toBeHidden();

  // A record's panel: the whole width too.
  await page.locator('.ant-table-row').first().getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/definitions\/residents\/\d+\/edit/);
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(385);
  await expect(form.getByLabel('Ad Soyad / Unvan', { exact: true })).not.toHaveValue('');
});
