import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/testDb';
import {
  ansi,
  HEADER,
  type Json,
  LINE_REF004,
  LINES,
  MAPPING,
  STATEMENT,
  useStatementComplex,
  utf8WithBom,
} from './bankActivities.fixtures';

// The lines of an imported statement: lists, matching into collections, undoing it, the balance check and
// another company's worker.
describe.each(testDbKinds)('bank activities on %s', (kind) => {
  const { s, call, upload, openList, balance, lineByRef } = useStatementComplex(kind);

  beforeAll(async () => {
    // The statement up to 04.03.2024 (closing at 12.150,50), imported with its mapping.
    const imported = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId), mapping: JSON.stringify(MAPPING) },
      { name: 'mart.csv', bytes: utf8WithBom([HEADER, ...LINES, LINE_REF004].join('\n')) },
    );
    expect(imported.json().data).toMatchObject({ needs_mapping: false, new_count: 4 });
  });

  it('lists with whitelisted filters and sorts, and counts open lines for the complex and the company', async () => {
    expect((await openList('&min_confidence=90')).data.map((r) => r.reference_no)).toEqual(['REF001']);
    expect((await openList('&has_suggestion=0')).data.map((r) => r.reference_no)).toEqual(['REF003']);
    expect((await openList('&query=şükrü')).data.map((r) => r.reference_no)).toEqual(['REF001']);
    expect((await openList('&query=gulsum')).data.map((r) => r.reference_no)).toEqual(['REF004']);
    expect((await openList('&date_from=2024-03-02&date_to=2024-03-03')).meta.total).toBe(2);
    expect((await openList('&order_by=amount&order=desc')).data.map((r) => r.amount)).toEqual([1500, 750.5, 200, -300]);
    for (const url of [
      `/bank-activities?list_type=open&per_page=1&cluster_id=${s.clusterId}`,
      `/income/bank-activities?list_type=open&per_page=1&company_id=${s.tenants.own.companyId}`,
    ]) {
      const res = await call(s.tenants.worker, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meta.total).toBe(4);
      expect(res.json().data).toHaveLength(1);
    }
    const forbidden = await call(
      s.tenants.worker,
      'GET',
      `/clusters/${s.clusterId}/bank-activities?order_by=description`,
    );
    expect(forbidden.statusCode).toBe(422);
    expect(forbidden.json().errors.order_by).toBeDefined();
    const unknownFilter = await call(s.tenants.worker, 'GET', `/clusters/${s.clusterId}/bank-activities?sender_name=x`);
    expect(unknownFilter.statusCode).toBe(422);
    const badType = await call(s.tenants.worker, 'GET', `/clusters/${s.clusterId}/bank-activities?list_type=all`);
    expect(badType.statusCode).toBe(422);
    const exported = await call(
      s.tenants.worker,
      'GET',
      `/clusters/${s.clusterId}/bank-activities?list_type=open&export=1&export_type=xlsx`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const file = await s.app.inject({ method: 'GET', url: exported.json().data.url });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const texts: string[] = [];
    sheet.eachRow((row) => texts.push(String(row.values)));
    expect(texts.join('\n')).toContain('ŞÜKRÜ IŞIK');
    expect(texts.join('\n')).toContain('Şükrü Işık');
  });

  it('matches a line into a collection: house balance down, bank balance up, line closed', async () => {
    const line = await lineByRef('REF002');
    const houseBefore = await balance('house', s.houses['12']);
    const bankBefore = await balance('bank_account', s.bankId);
    const res = await call(s.tenants.worker, 'POST', `/bank-activities/${line.id}/match`, {
      house_id: s.houses['12'],
      resident_id: s.residents.gulsum,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      is_closed: true,
      collection_house_label: 'A Blok 12',
      collection_resident_name: 'Gülsüm Çağlar',
      collected_on: '2024-03-02',
    });
    expect(await balance('house', s.houses['12'])).toBe(houseBefore - 75050);
    expect(await balance('bank_account', s.bankId)).toBe(bankBefore + 75050);
    const collection = await s.db
      .selectFrom('collections')
      .selectAll()
      .where('bank_activity_id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(collection).toMatchObject({
      house_id: s.houses['12'],
      resident_id: s.residents.gulsum,
      bank_account_id: s.bankId,
      collected_on: '2024-03-02',
      description: 'A Blok 12 aidat',
    });
    expect(Number(collection.amount)).toBe(75050);

    const closed = await call(s.tenants.worker, 'GET', `/clusters/${s.clusterId}/bank-activities?list_type=closed`);
    expect(closed.json().data.map((r: Json) => r.reference_no)).toEqual(['REF002']);
    expect((await openList()).meta.total).toBe(3);
    const shown = await call(s.tenants.worker, 'GET', `/bank-activities/${line.id}`);
    expect(shown.json().data.collection).toMatchObject({ id: collection.id, amount: 750.5 });

    const twice = await call(s.tenants.worker, 'POST', `/bank-activities/${line.id}/match`, {
      house_id: s.houses['12'],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Bu hareket zaten eşleştirilmiş.');
    const outgoing = await lineByRef('REF003');
    const refused = await call(s.tenants.worker, 'POST', `/bank-activities/${outgoing.id}/match`, {
      house_id: s.houses['12'],
    });
    expect(refused.statusCode).toBe(422);
    const nobody = await call(s.tenants.worker, 'POST', `/bank-activities/${(await lineByRef('REF001')).id}/match`, {});
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.house_id).toEqual(['Bağımsız bölüm veya sakin seçin.']);
    const logs = await s.db
      .selectFrom('action_logs')
      .select(['entity_type', 'action_type_id', 'page_url'])
      .where('entity_type', '=', 'bank_activity')
      .where('entity_id', '=', line.id)
      .execute();
    expect(logs).toEqual([
      { entity_type: 'bank_activity', action_type_id: 2, page_url: 'http://localhost/incomes/bank/open' },
    ]);
  });

  it('matches many lines all or nothing', async () => {
    const ref1 = await lineByRef('REF001');
    const ref4 = await lineByRef('REF004');
    const collectionsBefore = (await s.db.selectFrom('collections').select('id').execute()).length;
    const bankBefore = await balance('bank_account', s.bankId);
    const bad = await call(s.tenants.worker, 'POST', `/clusters/${s.clusterId}/bank-activities/match-many`, {
      items: [
        { id: ref1.id, house_id: s.houses['5'], resident_id: s.residents.sukru },
        { id: ref4.id, house_id: s.foreignHouseId },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['items.1.house_id']);
    expect((await lineByRef('REF001')).is_closed).toBe(0);
    expect((await s.db.selectFrom('collections').select('id').execute()).length).toBe(collectionsBefore);
    expect(await balance('bank_account', s.bankId)).toBe(bankBefore);

    const good = await call(s.tenants.worker, 'POST', `/clusters/${s.clusterId}/bank-activities/match-many`, {
      items: [
        { id: ref1.id, house_id: s.houses['5'], resident_id: s.residents.sukru },
        { id: ref4.id, resident_id: s.residents.gulsum, house_id: s.houses['12'] },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect((await lineByRef('REF001')).is_closed).toBe(1);
    expect((await lineByRef('REF004')).is_closed).toBe(1);
    expect(await balance('bank_account', s.bankId)).toBe(bankBefore + 150000 + 20000);
  });

  it('unmatches a line: the collection and its journal go, the line reopens', async () => {
    const line = await lineByRef('REF002');
    const collectionId = line.collection_id as number;
    const houseBefore = await balance('house', s.houses['12']);
    const bankBefore = await balance('bank_account', s.bankId);
    const res = await call(s.tenants.worker, 'POST', `/bank-activities/${line.id}/unmatch`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ is_closed: false, collection_id: null });
    expect(await balance('house', s.houses['12'])).toBe(houseBefore + 75050);
    expect(await balance('bank_account', s.bankId)).toBe(bankBefore - 75050);
    expect(
      await s.db.selectFrom('collections').select('id').where('id', '=', collectionId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await openList()).data.map((r) => r.reference_no)).toContain('REF002');
    const again = await call(s.tenants.worker, 'POST', `/bank-activities/${line.id}/unmatch`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Bu hareket eşleştirilmemiş.');
  });

  it('compares the statement balance with the journal', async () => {
    const res = await call(s.tenants.worker, 'GET', `/clusters/${s.clusterId}/bank-activities/balance-check`);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((r: Json) => r.bank_account_id === s.bankId);
    // Matched so far: REF001 (1.500,00) and REF004 (200,00); the statement closes at 12.150,50 on 04.03.2024.
    expect(row).toMatchObject({
      bank_account_name: 'Ziraat Bankası',
      statement_on: '2024-03-04',
      closing_balance: 12150.5,
      journal_balance: 1700,
      difference: 10450.5,
      open_count: 2,
    });
    const other = res.json().data.find((r: Json) => r.bank_account_id === s.otherBankId);
    expect(other).toMatchObject({ statement_on: null, closing_balance: null, difference: null });
  });

  it("answers 404 to another company's worker on every route", async () => {
    const line = await lineByRef('REF001');
    const open = await lineByRef('REF002');
    const o = s.tenants.outsider;
    const responses = [
      await call(o, 'GET', `/clusters/${s.clusterId}/bank-activities?list_type=open`),
      await call(o, 'GET', `/clusters/${s.clusterId}/bank-activities/balance-check`),
      await call(o, 'GET', `/bank-activities/${line.id}`),
      await call(o, 'POST', `/bank-activities/${open.id}/match`, { house_id: s.houses['12'] }),
      await call(o, 'POST', `/bank-activities/${line.id}/unmatch`),
      await call(o, 'POST', `/clusters/${s.clusterId}/bank-activities/match-many`, {
        items: [{ id: open.id, house_id: s.houses['12'] }],
      }),
      await call(o, 'GET', `/bank-accounts/${s.bankId}/column-mapping`),
      await call(o, 'PUT', `/bank-accounts/${s.bankId}/column-mapping`, MAPPING),
      await upload(o, { bank_account_id: String(s.bankId) }, { name: 'mart.csv', bytes: ansi(STATEMENT) }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 404));
    const scoped = await call(o, 'GET', `/bank-activities?list_type=open&cluster_id=${s.clusterId}`);
    expect(scoped.json().meta.total).toBe(0);
    expect((await lineByRef('REF002')).is_closed).toBe(0);
    expect((await lineByRef('REF001')).is_closed).toBe(1);
  });
});
