import { beforeAll, describe, expect, it } from 'vitest';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import { freeAssessment } from '../../../test/apiRecords';
import { useTwoTenantsApp } from '../../../test/apiTest';
import { downloadFile } from '../../../test/exportedFiles';
import { pdfPages } from '../../../test/pdfText';
import { testDbKinds } from '../../../test/testDb';

type Json = Record<string, unknown>;

describe.each(testDbKinds)('the collection receipt on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/incomes/houses' });
  let houses: Awaited<ReturnType<typeof createHousesWithOwners>>;
  let bankId: number;

  /** The receipt's text as a reader would copy it. */
  const receiptText = async (collectionId: number, token = t.worker) => {
    const file = await downloadFile(t.app, await t.call(token, 'GET', `/collections/${collectionId}/receipt`));
    return (await pdfPages(file.rawPayload)).join('\n');
  };
  const collect = async (payload: Json) => {
    const res = await t.call(t.worker, 'POST', '/collections', {
      cluster_id: t.own.clusterId,
      bank_account_id: bankId,
      collected_on: '2026-02-10',
      ...payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };

  beforeAll(async () => {
    houses = await createHousesWithOwners(t.db, t.own.clusterId, t.own.blockId, 2);
    bankId = await createBankAccount(t.db, t.own.clusterId, 'Ziraat Bankası Kadıköy');
    const aidat = await incomeTypeId(t.db);
    // January's due, and December's charged ahead of its due date.
    for (const [amount, startsOn, description] of [
      [2000, '2026-01-31', 'Ocak aidatı'],
      [500, '2026-12-31', 'Aralık aidatı'],
    ] as const) {
      const res = await t.call(
        t.worker,
        'POST',
        '/assessments',
        freeAssessment({
          clusterId: t.own.clusterId,
          incomeTypeId: aidat,
          houseId: houses[0].id,
          amount,
          startsOn,
          description,
        }),
      );
      expect(res.statusCode).toBe(201);
    }
  }, 120_000);

  it('writes the amount in words, the balance left after it and the two signature boxes', async () => {
    const first = await collect({ house_id: houses[0].id, resident_id: houses[0].ownerId, amount: 1234.56 });
    const text = await receiptText(first);
    expect(text).toContain('Tahsilat Makbuzu');
    expect(text).toContain('Kardelen');
    expect(text).toContain('A Blok 1');
    expect(text).toContain('Malik 1');
    expect(text).toMatch(/Banka: Ziraat Bankası\s+Kadıköy/);
    expect(text).toContain('Aidat · Ocak 2026 · Ocak aidatı');
    expect(text).toContain('31.01.2026');
    expect(text).toContain('1.234,56 ₺');
    expect(text).toContain('Bin iki yüz otuz dört Türk lirası elli altı kuruş');
    // 2.500,00 charged (December's due included, though it falls due later), 1.234,56 paid: 1.265,44 still owed,
    // as the account shows it.
    expect(text).toMatch(/Kalan Bakiye\s+1\.265,44 ₺ \(B\)/);
    const account = (await t.call(t.worker, 'GET', `/houses/${houses[0].id}/account`)).json().data;
    expect(account.balance).toBe(1265.44);
    expect(text).toContain('Teslim Eden');
    expect(text).toContain('Teslim Alan');

    // A later collection pays the rest and leaves credit; the first receipt still says what was left after it.
    const second = await collect({
      house_id: houses[0].id,
      resident_id: houses[0].ownerId,
      amount: 1500,
      collected_on: '2026-02-20',
    });
    const later = await receiptText(second);
    expect(later).toContain('Bin beş yüz Türk lirası');
    expect(later).toMatch(/Kalan Bakiye\s+234,56 ₺ \(A\)/);
    expect(later).toContain('Alacak (avans) olarak kaydedilen');
    expect(await receiptText(first)).toMatch(/Kalan Bakiye\s+1\.265,44 ₺ \(B\)/);
  });

  it('a payment by a resident with no house shows that resident’s balance after it', async () => {
    const id = await collect({ resident_id: houses[1].ownerId, amount: 50 });
    const text = await receiptText(id);
    expect(text).toContain('Malik 2');
    expect(text).toContain('Elli Türk lirası');
    expect(text).toMatch(/Kalan Bakiye\s+50,00 ₺ \(A\)/);
  });

  it('another company’s worker gets no receipt: 404', async () => {
    const row = await t.db
      .selectFrom('collections')
      .select('id')
      .where('cluster_id', '=', t.own.clusterId)
      .executeTakeFirstOrThrow();
    expect((await t.call(t.outsider, 'GET', `/collections/${row.id}/receipt`)).statusCode).toBe(404);
  });
});
