import { expect, test } from '@playwright/test';
import { signIn } from '../support';

test('the manager adds, finds, edits, exports and deletes a resident', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation').getByText('Tanımlar', { exact: true }).click();
  await page.getByRole('navigation').getByText('Sakinler', { exact: true }).click();
  await expect(page).toHaveURL(/\/definitions\/residents$/);

  // A form with a missing required field says so, on the field and in a toast.
  await page.getByRole('button', { name: 'Ekle' }).click();
  await expect(page).toHaveURL(/\/definitions\/residents\/create$/);
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Zorunlu alan')).toBeVisible();
  await expect(page.getByText('Lütfen tüm gerekli alanları doldurunuz').first()).toBeVisible();

  await page.getByLabel('Ad Soyad / Unvan').fill('Şükrü Öztürkoğlu');
  await page.getByLabel('Cep Telefonu', { exact: true }).fill('+90 532 111 22 33');
  await page.getByLabel('T.C. Kimlik No').fill('12345678901');
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page.getByText('Geçerli bir T.C. kimlik numarası girin')).toBeVisible();
  await page.getByLabel('T.C. Kimlik No').fill('10000000146');
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await expect(page).toHaveURL(/\/definitions\/residents$/);

  // Search the Turkish way, sort, and find the same state after a reload.
  await page.getByPlaceholder('Ara', { exact: true }).fill('şükrü öztürk');
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('columnheader', { name: 'Ad Soyad / Unvan' }).locator('.ant-table-column-sorters').click();
  await expect(page).toHaveURL(/order_by=name/);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row').first()).toContainText('Şükrü Öztürkoğlu');
  await page.reload();
  await expect(page.getByPlaceholder('Ara', { exact: true })).toHaveValue('şükrü öztürk');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);

  // Edit.
  await page.locator('.ant-table-row').first().getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/definitions\/residents\/\d+\/edit\?/);
  await expect(page.getByLabel('Ad Soyad / Unvan')).toHaveValue('Şükrü Öztürkoğlu');
  await page.getByLabel('E-posta', { exact: true }).fill('sukru@ornek.com.tr');
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page.locator('.ant-table-row').first()).toContainText('sukru@ornek.com.tr');

  // Export the filtered list: the file opens in a new tab.
  for (const type of ['XLSX', 'PDF']) {
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Dışa Aktar' }).click();
    await page.getByRole('menuitem', { name: type }).click();
    const tab = await popup;
    expect(tab.url()).toMatch(new RegExp(`/api/files/sakinler-[a-z0-9-]+\\.${type.toLowerCase()}$`));
    await tab.close();
  }

  // Delete with confirmation.
  await page.locator('.ant-table-row').first().getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Silmek istediğinizden emin misiniz?')).toBeVisible();
  await page.getByRole('button', { name: 'Evet' }).click();
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('the manager adds a house in a block and sees it in the list', async ({ page }) => {
  await signIn(page, undefined, '/login?redirect=%2Fdefinitions%2Fhouses%2Fcreate');
  await expect(page).toHaveURL(/\/definitions\/houses\/create$/);
  await page.getByLabel('Blok').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'C Blok' }).click();
  await page.getByLabel('Kapı No').fill('99');
  await page.getByLabel('Kat').fill('7');
  await page.getByLabel('Net Alan (m²)').fill('135');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page).toHaveURL(/\/definitions\/houses\/\d+\/edit$/);
  await page.getByRole('button', { name: 'Close' }).or(page.locator('.ant-drawer-close')).first().click();
  await page.getByRole('columnheader', { name: 'Kapı No' }).locator('.ant-table-filter-trigger').click();
  await page.getByLabel('Kapı No Sütunda ara').fill('99');
  await page.getByLabel('Kapı No Sütunda ara').press('Enter');
  await expect(page).toHaveURL(/door_number=99/);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row').first()).toContainText('C Blok');
  await expect(page.locator('.ant-table-row').first()).toContainText('Konut');
});
