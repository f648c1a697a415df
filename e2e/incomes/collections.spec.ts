import { expect, type Page, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { clickWhenStill, confirmRepeatedDues, pick, signIn, unique } from '../support';

/** The text of a PDF the app generated, as a reader would see it. */
async function pdfText(page: Page, url: string): Promise<string> {
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  const body = await file.body();
  expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const doc = await getDocument({ data: new Uint8Array(body), isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? `${item.str} ` : '')).join('');
  }
  await doc.destroy();
  return text;
}

/** What a balance cell says is owed, in kuruş: '588,24 ₺ (B)' → 58824; nothing owed or a credit → 0. */
function owedKurus(cell: string): number {
  if (!cell.includes('(B)')) return 0;
  return Math.round(Number(cell.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

/** Kuruş as the screens write lira, without the sign: 1000 → '10,00'. */
const lira = (kurus: number) => (kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2 });

test('the manager charges the complex, collects a house’s due into the bank and reads the receipt, the bank activity and the statement', async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole('navigation');

  // The house's balance before: A Blok 1 owes nothing on a fresh database (other specs, or an earlier run on
  // this one, may have charged it; what it owes then is collected with this due).
  await nav.getByText('Gelirler', { exact: true }).click();
  await nav.getByText('Bağımsız Bölüm Bakiyeleri', { exact: true }).click();
  await expect(page).toHaveURL(/\/incomes\/houses$/);
  const firstHouse = page.locator('.ant-table-row').first();
  await expect(firstHouse).toContainText('A Blok 1');
  await expect(firstHouse.locator('td').nth(4)).toHaveText(/ ₺/);
  const owedBefore = owedKurus((await firstHouse.locator('td').nth(4).textContent()) ?? '');
  const owed = lira(owedBefore + 1000);

  // A general assessment split equally over the complex's houses.
  await nav.getByText('Tahakkuklar', { exact: true }).click();
  await nav.getByText('Genel Tahakkuk', { exact: true }).click();
  await page.getByRole('button', { name: 'Ekle' }).click();
  const panel = page.locator('.ant-drawer');
  await pick(panel.getByRole('combobox', { name: 'Gelir Tipi' }), 'Aidat');
  // Its own description, so a second run on the same database finds its own lines.
  const description = unique('Kasım aidatı');
  await panel.getByLabel('Açıklama').fill(description);
  await panel.getByText('Eşit', { exact: true }).click();
  await panel.getByLabel('Tutar', { exact: true }).fill('1000');
  const previewTotal = panel.getByTestId('assessment-preview-total');
  await expect(previewTotal).toHaveText(/^Toplam: 1\.000,00 ₺ · \d+ BB$/);
  // Earlier tests may have added houses: charge 10,00 ₺ for each house the preview counts.
  const houseCount = Number(/· (\d+) BB/.exec((await previewTotal.textContent()) ?? '')?.[1]);
  const total = (10 * houseCount).toLocaleString('tr-TR', { minimumFractionDigits: 2 });
  await panel.getByLabel('Tutar', { exact: true }).fill(String(10 * houseCount));
  await expect(previewTotal).toHaveText(`Toplam: ${total} ₺ · ${houseCount} BB`);
  await panel.getByRole('button', { name: 'Kaydet ve Kapat' }).click();
  await confirmRepeatedDues(page);
  await expect(page).toHaveURL(/\/assessments\/general$/);

  // The house now owes its share, 10,00 ₺ more.
  await page.goto('/incomes/houses');
  await expect(firstHouse.locator('td').nth(4)).toHaveText(`${owed} ₺ (B)`);
  await firstHouse.getByRole('button', { name: 'Detay' }).click();
  await expect(page).toHaveURL(/\/incomes\/houses\/\d+$/);
  const account = page.getByTestId('account-detail');
  await expect(account.getByRole('heading', { name: 'A Blok 1' })).toBeVisible();
  await expect(account.getByTestId('open-debts').locator('.ant-table-row', { hasText: description })).toContainText(
    '10,00 ₺',
  );

  // Collect it into the bank account; the amount starts as what is open, and the complex's only bank account
  // is already picked.
  await account.getByRole('button', { name: 'Tahsilat Yap' }).click();
  const modal = page.locator('.ant-modal');
  await expect(modal.getByLabel('Tutar')).toHaveValue(owed);
  await expect(modal.locator('.ant-form-item', { hasText: 'Banka Hesabı' })).toContainText(
    'Ziraat Bankası Ataşehir Şubesi',
  );
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();

  // The debt is closed and the balance is zero.
  await expect(account.getByText('0,00 ₺').first()).toBeVisible();
  await expect(account.getByRole('tab', { name: 'Açık Borçlar (0)' })).toBeVisible();
  await account.getByRole('tab', { name: /^Ödenen Borçlar \(\d+\)$/ }).click();
  await expect(account.getByTestId('paid-debts').locator('.ant-table-row', { hasText: description })).toContainText(
    '10,00 ₺',
  );

  // The receipt opens as a PDF in a new tab and names the house, the bank and the amount.
  await account.getByRole('tab', { name: /^Tahsilatlar \(\d+\)$/ }).click();
  const receiptResponse = page.waitForResponse((r) => /\/api\/collections\/\d+\/receipt$/.test(r.url()));
  const receiptTab = page.waitForEvent('popup');
  await account.getByTestId('collections').getByRole('button', { name: 'Makbuz' }).first().click();
  const receiptUrl = (await (await receiptResponse).json()).data.url as string;
  (await receiptTab).close();
  const receipt = await pdfText(page, receiptUrl);
  expect(receipt).toContain('Tahsilat Makbuzu');
  expect(receipt).toContain('A Blok 1');
  expect(receipt).toMatch(/Banka: Ziraat Bankası\s+Ataşehir\s+Şubesi/);
  expect(receipt).toContain(`${owed} ₺`);

  // The bank account's activity shows the collection.
  await nav.getByText('Hareketler', { exact: true }).click();
  // The group opens with an animation: its entry is clicked once it stands still.
  await clickWhenStill(nav.getByText('Banka Hareketleri', { exact: true }));
  await pick(page.getByRole('combobox', { name: 'Banka hesabı seçin' }), 'Ziraat');
  const movement = page.locator('.ant-table-row', { hasText: 'Tahsilat' }).first();
  await expect(movement).toContainText(`${owed} ₺`);

  // The house's account statement as a PDF: the charge, the collection and a zero closing balance.
  await nav.getByText('Raporlar', { exact: true }).click();
  // The group opens with an animation: its entry is clicked once it stands still.
  await clickWhenStill(nav.getByText('Hesap Ekstresi', { exact: true }));
  await pick(page.getByRole('combobox', { name: 'Bağımsız bölüm seçin' }), /^A Blok 1$/, { search: 'A Blok 1' });
  await expect(page.locator('.ant-table-row', { hasText: description })).toBeVisible();
  const exported = page.waitForResponse((r) => r.url().includes('export=1') && r.url().includes('export_type=pdf'));
  const statementTab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Dışa Aktar' }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const statementUrl = (await (await exported).json()).data.url as string;
  (await statementTab).close();
  const statement = await pdfText(page, statementUrl);
  expect(statement).toContain('A Blok 1');
  expect(statement).toContain(description);
  expect(statement).toContain('10,00 ₺');
  expect(statement).toMatch(/Kapanış/);
});

test('after a collection the receipt is offered at once, with the amount in words, the balance left and the signature boxes', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/incomes/houses');
  await page.locator('.ant-table-row', { hasText: 'A Blok 2' }).first().getByRole('button', { name: 'Detay' }).click();
  const account = page.getByTestId('account-detail');
  await expect(account.getByRole('heading', { name: 'A Blok 2' })).toBeVisible();
  const collectionsTab = account.getByRole('tab', { name: /^Tahsilatlar \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await collectionsTab.textContent()) ?? '')?.[1]);

  await account.getByRole('button', { name: 'Tahsilat Yap' }).click();
  const modal = page.locator('.ant-modal');
  // The complex has one bank account that takes money: it is picked already.
  await expect(modal.locator('.ant-form-item', { hasText: 'Banka Hesabı' })).toContainText(
    'Ziraat Bankası Ataşehir Şubesi',
  );
  await modal.getByLabel('Tutar').fill('5');
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();
  await expect(account.getByRole('tab', { name: `Tahsilatlar (${before + 1})` })).toBeVisible();
  const balance = (
    (await account
      .locator('.ant-card', { hasText: 'Bakiye' })
      .first()
      .locator('.ant-statistic-content')
      .textContent()) ?? ''
  ).trim();

  const notice = page.locator('.ant-notification-notice', { hasText: 'Tahsilat kaydedildi' });
  await expect(notice).toContainText(/Makbuz No \d+ · 5,00 ₺/);
  const response = page.waitForResponse((r) => /\/api\/collections\/\d+\/receipt$/.test(r.url()));
  const tab = page.waitForEvent('popup');
  await notice.getByRole('button', { name: 'Makbuzu Aç' }).click();
  const url = (await (await response).json()).data.url as string;
  (await tab).close();
  const receipt = await pdfText(page, url);
  expect(receipt).toContain('Tahsilat Makbuzu');
  expect(receipt).toContain('A Blok 2');
  expect(receipt).toMatch(/Yalnız:\s+Beş Türk lirası/);
  // What the house owes after it, as its account shows it.
  expect(receipt).toMatch(new RegExp(`Kalan Bakiye\\s+${balance.replace(/[.()]/g, '\\$&')}`));
  expect(receipt).toContain('Teslim Eden');
  expect(receipt).toContain('Teslim Alan');
});
