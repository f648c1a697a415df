import { expect, test } from '@playwright/test';
import { pick, signIn, unique } from '../support';

test('the manager imports a statement, books a cash withdrawal as a transfer to the safe and a bank fee as an expense, and finds both closed with a readable reference', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Descriptions of their own, so a second run on the same database finds its own lines (the statement has no
  // reference column: each line's reference is derived, and shown as its date and description).
  const withdrawal = unique('Kasaya nakit çekim');
  const fee = unique('Hesap işletim ücreti');
  const statement = ['Tarih;Açıklama;Tutar', `14.03.2025;${withdrawal};-250,00`, `15.03.2025;${fee};-12,50`].join('\n');

  await page.goto('/incomes/bank/open');
  await pick(page.getByRole('combobox', { name: 'Banka hesabı seçin' }), 'Ziraat');
  await page.locator('input[type=file]').setInputFiles({
    name: 'mart.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(statement, 'utf8'),
  });
  // The first statement of the account asks which column is which (guessed from the headers); later ones do not.
  const mapping = page.getByRole('dialog', { name: 'Ekstre Sütunlarını Eşleştir' });
  const imported = page.getByText(/2 yeni hareket eklendi/);
  await expect(mapping.or(imported).first()).toBeVisible();
  if (await mapping.isVisible()) await mapping.getByRole('button', { name: 'Kaydet ve Yükle' }).click();
  await expect(imported).toBeVisible();

  // The withdrawal: an outgoing line is no longer a dead end; it is booked as a transfer to the safe.
  await page.getByPlaceholder('Açıklama veya gönderen ara').fill(withdrawal);
  // The search reaches the address (and reloads the list) after a pause: click the row of the searched list.
  await expect(page).toHaveURL(/[?&]q=Kasaya/);
  const withdrawalRow = page.locator('.ant-table-row', { hasText: withdrawal });
  await expect(withdrawalRow).toHaveCount(1);
  await expect(withdrawalRow).toContainText(`14.03.2025 – ${withdrawal}`);
  await expect(withdrawalRow).not.toContainText('h:');
  await withdrawalRow.getByRole('button', { name: 'Muhasebeleştir' }).click();
  await expect(page).toHaveURL(/\/incomes\/bank\/\d+/);
  const booking = page.locator('.ant-card', { hasText: 'Hareketi Muhasebeleştir' });
  await booking.getByRole('tab', { name: 'Virman' }).click();
  await pick(booking.getByRole('combobox', { name: 'Kasa' }), 'Yönetim Ofisi Kasası');
  await booking.getByRole('button', { name: 'Virman Olarak Kaydet' }).click();
  await expect(page.getByText('Hareket kaydedildi')).toBeVisible();
  await expect(page.getByText('Virman olarak kaydedildi')).toBeVisible();
  const transfer = page.locator('.ant-card', { hasText: 'Giren Hesap' });
  await expect(transfer).toContainText('Yönetim Ofisi Kasası');
  await expect(transfer).toContainText('250,00 ₺');

  // The fee: booked as an expense of 'Banka Masrafları', paid at once from the bank.
  await page.goto('/incomes/bank/open');
  await page.getByPlaceholder('Açıklama veya gönderen ara').fill(fee);
  await expect(page).toHaveURL(/[?&]q=Hesap/);
  const feeRow = page.locator('.ant-table-row', { hasText: fee });
  await expect(feeRow).toHaveCount(1);
  await feeRow.getByRole('button', { name: 'Muhasebeleştir' }).click();
  await booking.getByRole('tab', { name: 'Gider' }).click();
  await pick(booking.getByRole('combobox', { name: 'Gider Tipi', exact: true }), 'Yönetim Giderleri');
  await pick(booking.getByRole('combobox', { name: 'Alt Gider Tipi' }), 'Banka Masrafları');
  await booking.getByRole('button', { name: 'Gider Olarak Kaydet' }).click();
  await expect(page.getByText('Gider olarak kaydedildi')).toBeVisible();
  const expense = page.locator('.ant-card', { hasText: 'Ödeme Makbuzu No' });
  await expect(expense).toContainText('Ziraat Bankası Ataşehir Şubesi');
  await expect(expense).toContainText('Faturasız');
  await expect(expense).toContainText('12,50 ₺');

  // Both are among the closed lines, with the readable reference and what they were booked as.
  await page.goto('/incomes/bank/closed');
  await page.getByPlaceholder('Ara', { exact: true }).fill(withdrawal);
  await expect(page).toHaveURL(/[?&]q=Kasaya/);
  const closedWithdrawal = page.locator('.ant-table-row', { hasText: withdrawal });
  await expect(closedWithdrawal).toContainText(`14.03.2025 – ${withdrawal}`);
  await expect(closedWithdrawal).toContainText('Virman');
  await expect(closedWithdrawal).toContainText('Yönetim Ofisi Kasası');
  await page.getByPlaceholder('Ara', { exact: true }).fill(fee);
  await expect(page).toHaveURL(/[?&]q=Hesap/);
  const closedFee = page.locator('.ant-table-row', { hasText: fee });
  await expect(closedFee).toContainText(`15.03.2025 – ${fee}`);
  await expect(closedFee).toContainText('Gider');
  await expect(closedFee).toContainText('Ziraat Bankası Ataşehir Şubesi');
  await expect(page.locator('.ant-table-row', { hasText: withdrawal })).toHaveCount(0);
});
