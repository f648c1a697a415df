import { expect, test } from '@playwright/test';
import { confirmPopup, confirmRepeatedDues, pick, signIn } from '../support';

/** Today as the screens show it (dd.MM.yyyy, Turkish time). */
const today = () =>
  new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

test('the manager charges 60.000,00 ₺ of Aidat split equally, typed the Turkish way as 60.000, previews it, sees its lines and deletes it', async ({
  page,
}) => {
  const description = `ortak alan aidatı ${Date.now()}`;
  await signIn(page);
  const nav = page.getByRole('navigation');
  await nav.getByText('Tahakkuklar', { exact: true }).click();
  await nav.getByText('Genel Tahakkuk', { exact: true }).click();
  await expect(page).toHaveURL(/\/assessments\/general$/);

  await page.getByRole('button', { name: 'Ekle' }).click();
  await expect(page).toHaveURL(/\/assessments\/general\/create$/);
  const panel = page.locator('.ant-drawer');

  // Nothing is previewed or saved while required fields are empty; the form says so.
  await expect(panel.getByText('Önizleme için gerekli alanları doldurun.')).toBeVisible();
  await panel.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(page.getByText('Lütfen tüm gerekli alanları doldurunuz').first()).toBeVisible();
  await expect(panel.getByText('Zorunlu alan').first()).toBeVisible();

  // The first due date starts as today; owners of the whole complex pay, empty houses included.
  await expect(panel.getByLabel('İlk Son Ödeme Tarihi')).toHaveValue(today());
  await expect(panel.getByLabel("Boş BB'leri dahil et")).toBeChecked();

  await pick(panel.getByRole('combobox', { name: 'Gelir Tipi' }), 'Aidat');
  await panel.getByLabel('Açıklama').fill(description);
  await panel.getByText('Eşit', { exact: true }).click();
  // '60.000' is sixty thousand to a Turkish accountant, and the field says so once left.
  await panel.getByLabel('Tutar', { exact: true }).fill('60.000');
  await panel.getByLabel('Açıklama').click();
  await expect(panel.getByLabel('Tutar', { exact: true })).toHaveValue('60.000,00');

  // The server's preview: the houses with their debtors, summing exactly to what was asked.
  const preview = panel.getByTestId('assessment-preview');
  await expect(preview.getByTestId('assessment-preview-total')).toHaveText(/^Toplam: 60\.000,00 ₺ · \d+ BB$/);
  const summary = (await preview.getByTestId('assessment-preview-total').textContent()) ?? '';
  const houseCount = Number(/· (\d+) BB/.exec(summary)?.[1]);
  expect(houseCount).toBeGreaterThan(0);
  await expect(preview.locator('.ant-table-row').first()).toContainText('₺');

  await panel.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await confirmRepeatedDues(page);
  await expect(page.getByText('Kaydedildi').first()).toBeVisible();
  await expect(page).toHaveURL(/\/assessments\/general$/);

  // Found by its description in the list, with its due date, income type, lines and total.
  await page.getByPlaceholder('Ara', { exact: true }).fill(description);
  // The search is in the address once applied (the new assessment may show before it, at the top of the list).
  await expect(page).toHaveURL(/q=/);
  // Only this run's assessment: a search may also find another run's dues with a similar description.
  const row = page.locator('.ant-table-row', { hasText: description });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Aidat');
  await expect(row).toContainText(today());
  await expect(row).toContainText('60.000,00 ₺');
  await expect(row).toContainText(String(houseCount));

  // Its panel lists every line with what is paid and open, and leads to them in /assessments/all.
  await row.getByRole('button', { name: 'Detay' }).click();
  await expect(page).toHaveURL(/\/assessments\/general\/\d+\?/);
  const id = /\/assessments\/general\/(\d+)/.exec(page.url())?.[1];
  await expect(panel.getByTestId('assessment-lines').locator('.ant-table-row').first()).toBeVisible();
  await panel.getByRole('link', { name: 'Satırları Tüm Tahakkuklar listesinde aç' }).click();
  await expect(page).toHaveURL(new RegExp(`/assessments/all\\?assessment_id=${id}$`));
  const lines = page.locator('.ant-table-row');
  await expect(lines.first()).toContainText('Aidat');
  await expect(lines.first()).toContainText(today());
  await expect(page.locator('.table-totals')).toContainText(`Toplam ${houseCount} kayıt`);
  await expect(page.locator('.table-totals')).toContainText('60.000,00 ₺');

  // Deleting asks first, then the assessment and its lines are gone.
  await nav.getByText('Genel Tahakkuk', { exact: true }).click();
  await expect(page).toHaveURL(/\/assessments\/general$/);
  // The address changes before the next screen replaces this one: its search box is used once it shows.
  await expect(page.getByRole('heading', { name: 'Genel Tahakkuk' })).toBeVisible();
  await page.getByPlaceholder('Ara', { exact: true }).fill(description);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Sil' }).click();
  await expect(page.locator('.ant-popconfirm').getByText('Silmek istediğinizden emin misiniz?')).toBeVisible();
  await confirmPopup(page);
  await expect(page.getByText('Kayıt silindi').first()).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/assessments/all?assessment_id=${id}`);
  await expect(page.locator('.table-totals')).toContainText('Toplam 0 kayıt');
  await expect(lines).toHaveCount(0);
});

test('charging the same dues again for the same month asks first, and going back saves nothing', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  // The complex the screen has selected (stored once the complex list has loaded).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('clusterId'))).not.toBeNull();
  const clusterId = Number(await page.evaluate(() => localStorage.getItem('clusterId')));
  const types = await (
    await page.request.get(`/api/clusters/${clusterId}/income-types?per_page=1000`, { headers })
  ).json();
  const aidat = types.data.find((type: { name: string }) => type.name === 'Aidat').id;
  // A month of its own far ahead, so no other spec has charged it.
  const stamp = Date.now();
  const month = String((stamp % 12) + 1).padStart(2, '0');
  const year = 2060 + (Math.floor(stamp / 12) % 30);
  const first = await page.request.post('/api/assessments', {
    headers,
    data: {
      cluster_id: clusterId,
      assessment_type: 'general',
      income_type_id: aidat,
      split_method: 'equal',
      debitor_type_id: 1,
      calculation_type_id: 1,
      include_empty: true,
      amount_type_id: 1,
      amount: 100,
      starts_on: `${year}-${month}-15`,
      months: 1,
      description: `ilk ${stamp}`,
    },
  });
  expect(first.status()).toBe(201);

  await page.goto('/assessments/general/create');
  const panel = page.locator('.ant-drawer');
  await pick(panel.getByRole('combobox', { name: 'Gelir Tipi' }), 'Aidat');
  const description = `tekrar ${stamp}`;
  await panel.getByLabel('Açıklama').fill(description);
  await panel.getByText('Eşit', { exact: true }).click();
  await panel.getByLabel('Tutar', { exact: true }).fill('100');
  const dueDate = panel.getByLabel('İlk Son Ödeme Tarihi');
  await dueDate.click();
  await dueDate.fill(`15.${month}.${year}`);
  await dueDate.press('Enter');
  await expect(dueDate).toHaveValue(`15.${month}.${year}`);
  await panel.getByRole('button', { name: 'Kaydet ve Kapat' }).click();

  const question = page.locator('.ant-modal-confirm', { hasText: 'Bu borç daha önce tahakkuk edilmiş olabilir' });
  // The period reads the one way periods read everywhere: 'Haziran 2061'.
  const monthName = new Intl.DateTimeFormat('tr-TR', { month: 'long' }).format(new Date(year, Number(month) - 1, 1));
  await expect(question).toContainText(`${monthName} ${year} dönemi için`);
  await question.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/assessments\/general\/create$/);
  const saved = await (
    await page.request.get(`/api/clusters/${clusterId}/assessments?query=${encodeURIComponent(description)}`, {
      headers,
    })
  ).json();
  expect(saved.data).toHaveLength(0);
  expect((await page.request.delete(`/api/assessments/${(await first.json()).data.id}`, { headers })).status()).toBe(
    200,
  );
});
