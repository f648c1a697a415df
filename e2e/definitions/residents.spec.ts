import { expect, test } from '@playwright/test';
import { confirmPopup, openColumnFilter, pick, signIn, unique } from '../support';

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

  const panel = page.locator('.ant-drawer');
  const name = unique('Şükrü Öztürkoğlu');
  const tag = name.split(' ').pop() as string;
  await panel.getByLabel('Ad Soyad / Unvan', { exact: true }).fill(name);
  await panel.getByLabel('Cep Telefonu', { exact: true }).fill('+90 532 111 22 33');
  await panel.getByLabel('T.C. Kimlik No').fill('12345678901');
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page.getByText('Geçerli bir T.C. kimlik numarası girin')).toBeVisible();
  await panel.getByLabel('T.C. Kimlik No').fill('10000000146');
  await expect(page.getByText('Geçerli bir T.C. kimlik numarası girin')).toHaveCount(0);
  // The same button ignores a second click within 200 ms (spec §9); a person is never that fast.
  await page.waitForTimeout(250);
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page).toHaveURL(/\/definitions\/residents$/);

  // Search the Turkish way, sort, and find the same state after a reload.
  await page.getByPlaceholder('Ara', { exact: true }).fill(`şükrü öztürk ${tag}`);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('columnheader', { name: 'Ad Soyad / Unvan' }).locator('.ant-table-column-sorters').click();
  await expect(page).toHaveURL(/order_by=name/);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row').first()).toContainText(name);
  await page.reload();
  await expect(page.getByPlaceholder('Ara', { exact: true })).toHaveValue(`şükrü öztürk ${tag}`);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);

  // Edit.
  await page.locator('.ant-table-row').first().getByRole('button', { name: 'Düzenle' }).click();
  await expect(page).toHaveURL(/\/definitions\/residents\/\d+\/edit\?/);
  await expect(panel.getByLabel('Ad Soyad / Unvan', { exact: true })).toHaveValue(name);
  // Link the resident to a house as its owner.
  const residentId = /\/residents\/(\d+)\/edit/.exec(page.url())?.[1];
  const houses = page.getByTestId('resident-houses');
  // Linking without a house says what is missing, on the field and in a toast.
  await houses.getByRole('button', { name: 'BB Bağla' }).click();
  await expect(houses.getByText('Zorunlu alan')).toBeVisible();
  await expect(page.getByText('Lütfen tüm gerekli alanları doldurunuz').first()).toBeVisible();
  await pick(houses.getByRole('combobox', { name: 'Bağımsız Bölüm' }), /^B Blok 7$/, { search: 'B Blok 7' });
  await houses.getByRole('button', { name: 'BB Bağla' }).click();
  await expect(houses.locator('.ant-table-row')).toHaveCount(1);
  await expect(houses.locator('.ant-table-row').first()).toContainText('B Blok 7');
  await expect(houses.locator('.ant-table-row').first()).toContainText('Malik');
  await panel.getByLabel('E-posta', { exact: true }).fill('sukru@ornek.com.tr');
  await page.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await expect(page.locator('.ant-table-row').first()).toContainText('sukru@ornek.com.tr');
  await expect(page.locator('.ant-table-row').first().locator('td').nth(3)).toHaveText('1');
  // The footer sums the filtered list: one resident, linked to one house.
  await expect(page.locator('.table-totals td').first()).toHaveText('Toplam 1 kayıt');
  await expect(page.locator('.table-totals td').nth(3)).toHaveText('1');

  // The address's #houses (spec: definitions.residents.edit with hash #houses) opens the panel at the houses.
  const listAddress = page.url();
  await page.goto(`/definitions/residents/${residentId}/edit#houses`);
  await expect(houses.locator('.ant-table-row')).toHaveCount(1);
  await expect(houses).toBeInViewport();
  // Without it the panel opens at the top, the houses below the form.
  await page.goto(`/definitions/residents/${residentId}/edit`);
  await expect(houses.locator('.ant-table-row')).toHaveCount(1);
  await expect(houses).not.toBeInViewport();
  await page.goto(listAddress);

  // The action log shows who created and changed the resident, with old and new values.
  const listUrl = page.url();
  await page.goto('/logs/action-logs?entity_type=resident');
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toContainText('Güncelleme');
  await expect(rows.first()).toContainText('Kerem Aydın');
  await expect(rows.nth(1)).toContainText('Ekleme');
  await rows.first().getByRole('button', { name: 'Detay' }).click();
  const changed = page.locator('.ant-drawer .changed-row', { hasText: 'email' });
  await expect(changed).toContainText('sukru@ornek.com.tr');
  await page.goto(listUrl);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);

  // Export the filtered list: the file opens in a new tab.
  for (const type of ['XLSX', 'PDF']) {
    const exported = page.waitForResponse(
      (r) => r.url().includes('export=1') && r.url().includes(`export_type=${type.toLowerCase()}`),
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Dışa Aktar' }).click();
    await page.getByRole('menuitem', { name: type }).click();
    const { data } = await (await exported).json();
    expect(data.url).toMatch(new RegExp(`^/api/files/sakinler-[a-z0-9-]+\\.${type.toLowerCase()}$`));
    (await popup).close();
    const file = await page.request.get(data.url);
    expect(file.status()).toBe(200);
    const body = await file.body();
    // An XLSX is a zip (PK); a PDF starts with %PDF.
    expect(body.subarray(0, 4).toString('latin1')).toBe(type === 'PDF' ? '%PDF' : 'PK\u0003\u0004');
  }

  // Delete with confirmation.
  await page.locator('.ant-table-row').first().getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByText('Silmek istediğinizden emin misiniz?')).toBeVisible();
  await confirmPopup(page);
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});

test('the manager adds a house in a block and sees it in the list', async ({ page }) => {
  await signIn(page, undefined, '/login?redirect=%2Fdefinitions%2Fhouses%2Fcreate');
  await expect(page).toHaveURL(/\/definitions\/houses\/create$/);
  const panel = page.locator('.ant-drawer');
  await pick(panel.getByRole('combobox', { name: 'Blok' }), 'C Blok', { search: 'C Blok' });
  // A door number of its own, so the spec can run again on the same database.
  const door = String(1000 + (((Date.now() / 7) % 90000) | 0));
  await panel.getByLabel('Kapı No', { exact: true }).fill(door);
  await panel.getByLabel('Kat', { exact: true }).fill('7');
  await panel.getByLabel('Net Alan (m²)').fill('135');
  await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page).toHaveURL(/\/definitions\/houses\/\d+\/edit$/);
  await panel.locator('.ant-drawer-close').click();
  await expect(page).toHaveURL(/\/definitions\/houses$/);
  // The list reloads once the panel has closed, and a filter opened meanwhile closes again: search until it holds.
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  await expect(async () => {
    await openColumnFilter(page, 'Kapı No');
    const search = page.getByLabel('Kapı No Sütunda ara');
    await search.fill(door, { timeout: 2_000 });
    await search.press('Enter', { timeout: 2_000 });
    await expect(page).toHaveURL(new RegExp(`door_number=${door}`), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await expect(page.locator('.ant-table-row').first()).toContainText('C Blok');
  await expect(page.locator('.ant-table-row').first()).toContainText('Konut');
});

test('the manager finds a debtor by block and door, by name and by phone, and goes from the resident to the house', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('clusterId'))).not.toBeNull();
  const clusterId = Number(await page.evaluate(() => localStorage.getItem('clusterId')));
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const get = async (path: string) =>
    (await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })).json();
  // A house of the demo complex with an owner, and that owner.
  const houses = (await get(`/api/clusters/${clusterId}/houses?per_page=100`)).data;
  const house = houses.find(
    (h: { owner_name: string | null; block_name: string | null }) => h.owner_name && h.block_name,
  );
  const owner = (await get(`/api/clusters/${clusterId}/residents?name=${encodeURIComponent(house.owner_name)}`))
    .data[0];

  // The houses list shows who owns and who lives in each house, and what it owes; 'A Blok 12' finds it.
  await page.goto('/definitions/houses');
  for (const header of ['Malik', 'Oturan', 'Bakiye'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const search = page.getByPlaceholder('Ara', { exact: true });
  await search.fill(`${house.block_name} ${house.door_number}`);
  const row = page.locator('.ant-table-row', { hasText: house.owner_name });
  await expect(row.first()).toBeVisible();
  // So does the owner's name.
  await search.fill(house.owner_name);
  await expect(page.locator('.ant-table-row', { hasText: house.door_number }).first()).toBeVisible();

  // A resident is found by the phone as people say it: 0 5xx xxx xx xx.
  const national = owner.phone.replace(/\D/g, '').slice(-10);
  const spoken = `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
  await page.goto(`/definitions/residents?q=${encodeURIComponent(spoken)}`);
  const residentRow = page.locator('.ant-table-row', { hasText: owner.name });
  await expect(residentRow).toHaveCount(1);

  // The resident's panel shows the balance and leads to the house's account.
  await residentRow.getByRole('button', { name: 'Düzenle' }).click();
  const panel = page.locator('.ant-drawer');
  await expect(panel.getByTestId('resident-balance')).toContainText('Bakiye:');
  await expect(panel.getByTestId('resident-balance')).toContainText('₺');
  await panel.getByRole('link', { name: `${house.block_name} ${house.door_number}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/incomes/houses/${house.id}$`));
});
