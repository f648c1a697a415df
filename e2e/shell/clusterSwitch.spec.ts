import { expect, type Page, test } from '@playwright/test';
import { ADMIN, pick, signIn } from '../support';

// A record of one complex never stays on screen under another complex (spec §4): opening it selects its
// complex, and picking another complex leaves it for its list, so nothing done next lands in the wrong one.

type Marmara = { clusterId: number; invoiceId: number; assessmentId: number; debtId: number; bankAccountId: number };

async function bearer(page: Page): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

/** Records of Marmara Konutları, read through the API with the signed-in super administrator's token. */
async function marmara(page: Page): Promise<Marmara> {
  const headers = await bearer(page);
  const get = async (path: string) => {
    const response = await page.request.get(`/api${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return (await response.json()).data as { id: number; name?: string }[];
  };
  const clusterId = (await get('/clusters?per_page=1000')).find((c) => c.name === 'Marmara Konutları')?.id ?? 0;
  expect(clusterId).toBeGreaterThan(0);
  return {
    clusterId,
    invoiceId: (await get(`/clusters/${clusterId}/expense/invoices?per_page=1`))[0].id,
    assessmentId: (await get(`/clusters/${clusterId}/assessments?per_page=1&assessment_type=general`))[0].id,
    debtId: (await get(`/clusters/${clusterId}/debts?per_page=1`))[0].id,
    bankAccountId: (await get(`/clusters/${clusterId}/bank-accounts?per_page=1`))[0].id,
  };
}

const picker = (page: Page) => page.getByTestId('cluster-picker');

test('an invoice, an assessment and an assessment line of another complex select it, and picking another complex leaves them', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const records = await marmara(page);

  // An invoice is a page of its own: picking another complex leaves it for the list. An assessment and its line
  // open in a side panel whose mask covers the header, so the panel is closed before another complex is picked.
  for (const [path, list, inPanel] of [
    [`/expenses/invoices/${records.invoiceId}`, /\/expenses\/invoices$/, false],
    [`/assessments/general/${records.assessmentId}`, /\/assessments\/general$/, true],
    [`/assessments/all/${records.debtId}/edit`, /\/assessments\/all$/, true],
  ] as const) {
    await pick(picker(page), 'Yeşilvadi Sitesi');
    await page.goto(path);
    await expect(picker(page), path).toContainText('Marmara Konutları');
    // The record survives a reload with its own complex selected.
    await page.reload();
    await expect(picker(page), path).toContainText('Marmara Konutları');
    await expect(page.getByTestId('record-not-found')).toHaveCount(0);

    if (inPanel) {
      await page.keyboard.press('Escape');
      await expect(page, path).toHaveURL(list);
      await expect(picker(page), path).toContainText('Marmara Konutları');
      continue;
    }
    await pick(picker(page), 'Yeşilvadi Sitesi');
    await expect(page, path).toHaveURL(list);
    await page.reload();
    await expect(picker(page)).toContainText('Yeşilvadi Sitesi');
    await expect(page).toHaveURL(list);
  }
});

test('the manager of one complex reads that another complex’s invoice, assessment and line are not found', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const records = await marmara(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);

  // The invoice is a screen of its own: it says so in place.
  for (const path of [`/expenses/invoices/${records.invoiceId}`, `/expenses/invoices/${records.invoiceId}/edit`]) {
    await page.goto(path);
    await expect(page.getByTestId('record-not-found'), path).toContainText('Öğe bulunamadı.');
    await expect(picker(page)).toContainText('Yeşilvadi Sitesi');
  }
  // A record of a panel: the toast says so and the panel closes over its list (spec §8).
  for (const [path, list] of [
    [`/assessments/general/${records.assessmentId}`, '/assessments/general'],
    [`/assessments/general/${records.assessmentId}/edit`, '/assessments/general'],
    [`/assessments/all/${records.debtId}/edit`, '/assessments/all'],
  ]) {
    await page.goto(path);
    await expect(page.getByText('Öğe bulunamadı.').first(), path).toBeVisible();
    await expect(page, path).toHaveURL(new RegExp(`${list}$`));
    await expect(page.locator('.ant-drawer-open'), path).toHaveCount(0);
    await expect(picker(page)).toContainText('Yeşilvadi Sitesi');
  }
});

test('the open bank lines badge counts what the open bank lines list of the selected complex shows', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard/);
  const records = await marmara(page);

  // Three new statement lines in Marmara's bank account (references unique to this run).
  const run = Date.now().toString(36);
  const statement = [
    'Tarih;Açıklama;Gönderen;Tutar;Bakiye;Referans No',
    `01.11.2026;Aidat;Recep Özdemir;750,00;10.750,00;${run}-1`,
    `02.11.2026;Aidat;Onur Akın;1.500,00;12.250,00;${run}-2`,
    `03.11.2026;Aidat;Deniz Kaya;250,50;12.500,50;${run}-3`,
  ].join('\r\n');
  const imported = await page.request.post(`/api/clusters/${records.clusterId}/bank-activities/import`, {
    headers: await bearer(page),
    multipart: {
      bank_account_id: String(records.bankAccountId),
      mapping: JSON.stringify({
        activity_on: 'Tarih',
        amount: 'Tutar',
        description: 'Açıklama',
        sender_name: 'Gönderen',
        balance_after: 'Bakiye',
        reference_no: 'Referans No',
      }),
      remap: '1',
      file: { name: 'ekstre.csv', mimeType: 'text/csv', buffer: Buffer.from(statement, 'utf8') },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  const nav = page.getByRole('navigation');
  const openMenu = async () => {
    await page.goto('/incomes/bank/open');
    if (!(await nav.getByText('Açık Banka Hareketleri', { exact: true }).isVisible()))
      await nav.getByText('Gelirler', { exact: true }).click();
  };

  // Marmara: the badge says how many lines the list holds.
  await pick(picker(page), 'Marmara Konutları');
  await openMenu();
  const total = page.getByText(/^Toplam \d+ kayıt$/);
  await expect(total).toBeVisible();
  const listed = Number(/\d+/.exec((await total.textContent()) ?? '')?.[0]);
  expect(listed).toBeGreaterThanOrEqual(3);
  await expect(nav.getByTestId('open-bank-lines')).toHaveText(String(listed));

  // Yeşilvadi has no open lines: no badge, and the list is empty too.
  await pick(picker(page), 'Yeşilvadi Sitesi');
  await expect(page.locator('.ant-empty-description', { hasText: 'Veri Yok' })).toBeVisible();
  await expect(page.getByText(/^Toplam [1-9]\d* kayıt$/)).toHaveCount(0);
  await expect(nav.getByTestId('open-bank-lines')).toHaveCount(0);
});
