import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { apiCaller, createTwoTenants } from '../../../test/fixtures';
import { createTestApp, testDbKinds } from '../../../test/testDb';
import { FILE_TYPE_MESSAGE, STATEMENT_MAX_BYTES, TOO_MANY_ROWS_MESSAGE } from './bankStatement.limits';

type Json = Record<string, unknown>;

const WINDOWS_1254: Record<string, number> = {
  ç: 0xe7,
  Ç: 0xc7,
  ğ: 0xf0,
  Ğ: 0xd0,
  ı: 0xfd,
  İ: 0xdd,
  ö: 0xf6,
  Ö: 0xd6,
  ş: 0xfe,
  Ş: 0xde,
  ü: 0xfc,
  Ü: 0xdc,
};

/** The text as a Turkish bank's Windows-1254 export (one byte per letter). */
const ansi = (text: string) =>
  Buffer.from([...text].map((ch) => WINDOWS_1254[ch] ?? (ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : 0x3f)));
const utf8WithBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

const HEADER = 'Tarih;Açıklama;Gönderen;TCKN;Tutar;Bakiye;Referans No';
const LINES = [
  '01.03.2024;Aidat ödemesi mart;ŞÜKRÜ IŞIK;10000000146;1.500,00;11.500,00;REF001',
  '02.03.2024;A Blok 12 aidat;Zeynep Öztürk;;750,50;12.250,50;REF002',
  '03.03.2024;Elektrik faturası;;;-300,00;11.950,50;REF003',
];
const STATEMENT = ['Ziraat Bankası Hesap Hareketleri;;;;;;', HEADER, ...LINES].join('\r\n');

const MAPPING = {
  activity_on: 'Tarih',
  amount: 'Tutar',
  description: 'Açıklama',
  sender_name: 'Gönderen',
  identity_number: 'TCKN',
  balance_after: 'Bakiye',
  reference_no: 'Referans No',
};

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----ekstre-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDbKinds)('bank activities on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let call: ReturnType<typeof apiCaller>;
  let tenants: Awaited<ReturnType<typeof createTwoTenants>>;
  let clusterId: number;
  let bankId: number;
  let otherBankId: number;
  let foreignHouseId: number;
  const houses: Record<string, number> = {};
  const residents: Record<string, number> = {};

  const upload = (
    token: string,
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
    cluster = clusterId,
  ) => {
    const form = multipart(fields, file);
    return app.inject({
      method: 'POST',
      url: `/api/clusters/${cluster}/bank-activities/import`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
  };

  const created = async (token: string, url: string, payload: Json) => {
    const res = await call(token, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };

  const balance = async (accountKind: string, accountId: number) => {
    const row = await db
      .selectFrom('journal_entries')
      .select(sql<number | string>`coalesce(sum(amount), 0)`.as('total'))
      .where('account_kind', '=', accountKind)
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  const openList = async (query = '') => {
    const res = await call(
      tenants.worker,
      'GET',
      `/clusters/${clusterId}/bank-activities?list_type=open&per_page=100${query}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Json[]; meta: Json };
  };
  const lineByRef = async (reference: string) => {
    const row = await db
      .selectFrom('bank_activities')
      .selectAll()
      .where('reference_no', '=', reference)
      .executeTakeFirstOrThrow();
    return row;
  };

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp(kind));
    call = apiCaller(app, 'http://localhost/incomes/bank/open');
    tenants = await createTwoTenants(app, db);
    clusterId = tenants.own.clusterId;
    const w = tenants.worker;
    bankId = await created(w, `/clusters/${clusterId}/bank-accounts`, { name: 'Ziraat Bankası', is_active: true });
    otherBankId = await created(w, `/clusters/${clusterId}/bank-accounts`, { name: 'Garanti BBVA', is_active: true });
    for (const door of ['5', '12']) {
      houses[door] = await created(w, `/clusters/${clusterId}/houses`, {
        block_id: tenants.own.blockId,
        type: 'house',
        door_number: door,
      });
    }
    residents.sukru = await created(w, `/clusters/${clusterId}/residents`, {
      name: 'Şükrü Işık',
      identity_number: '10000000146',
    });
    residents.gulsum = await created(w, `/clusters/${clusterId}/residents`, { name: 'Gülsüm Çağlar' });
    await created(w, `/clusters/${clusterId}/house-users`, {
      house_id: houses['5'],
      resident_id: residents.sukru,
      house_user_type_id: 1,
    });
    await created(w, `/clusters/${clusterId}/house-users`, {
      house_id: houses['12'],
      resident_id: residents.gulsum,
      house_user_type_id: 1,
    });
    foreignHouseId = await created(tenants.outsider, `/clusters/${tenants.other.clusterId}/houses`, {
      block_id: tenants.other.blockId,
      type: 'house',
      door_number: '1',
    });
  });
  afterAll(() => close());

  it('refuses a statement of 300,000 short lines with the row-limit message and imports nothing', async () => {
    const before = await db
      .selectFrom('bank_activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const lines = ['Tarih;Açıklama;Tutar', ...Array.from({ length: 300_000 }, (_, i) => `a${i};b`)].join('\n');
    const res = await upload(
      tenants.worker,
      { bank_account_id: String(bankId) },
      { name: 'uzun.csv', bytes: utf8WithBom(lines) },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(TOO_MANY_ROWS_MESSAGE);
    const after = await db
      .selectFrom('bank_activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps answering other requests while it reads the largest XLSX statement, then refuses it by its row count', async () => {
    // 300,000 rows (a few megabytes): reading must stop at the row limit and leave the event loop free.
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
    const sheet = writer.addWorksheet('Hareketler');
    sheet.addRow(['Tarih', 'Açıklama', 'Tutar']).commit();
    for (let i = 0; i < 300_000; i++) sheet.addRow(['01.03.2024', `Aidat ${i}`, 100]).commit();
    sheet.commit();
    await writer.commit();
    const bytes = Buffer.concat(chunks);
    expect(bytes.length).toBeLessThan(STATEMENT_MAX_BYTES);

    const started = performance.now();
    let finished = 0;
    const importing = upload(tenants.worker, { bank_account_id: String(bankId) }, { name: 'uzun.xlsx', bytes }).then(
      (response) => {
        finished = performance.now();
        return response;
      },
    );
    const waits: number[] = [];
    while (!finished) {
      const asked = performance.now();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const res = await importing;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(TOO_MANY_ROWS_MESSAGE);
    // Answered all along: no health check waited for a large part of the import (a reader that held the
    // thread made one wait for nearly all of it).
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan((finished - started) / 3);
  });

  it('asks for the column mapping of a Windows-1254 statement, then imports it with suggestions', async () => {
    const first = await upload(
      tenants.worker,
      { bank_account_id: String(bankId) },
      { name: 'mart.csv', bytes: ansi(STATEMENT) },
    );
    expect(first.statusCode, first.body).toBe(200);
    const asked = first.json().data;
    expect(asked.needs_mapping).toBe(true);
    expect(asked.headers).toEqual(['Tarih', 'Açıklama', 'Gönderen', 'TCKN', 'Tutar', 'Bakiye', 'Referans No']);
    expect(asked.sample).toHaveLength(3);
    expect(asked.sample[0][2]).toBe('ŞÜKRÜ IŞIK');
    expect(await openList()).toMatchObject({ meta: { total: 0 } });

    const mapped = await upload(
      tenants.worker,
      { bank_account_id: String(bankId), mapping: JSON.stringify(MAPPING) },
      { name: 'mart.csv', bytes: ansi(STATEMENT) },
    );
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().data).toMatchObject({
      needs_mapping: false,
      row_count: 3,
      new_count: 3,
      skipped_count: 0,
      closing_balance: 11950.5,
      statement_on: '2024-03-03',
    });

    const { data } = await openList('&order_by=activity_on&order=asc');
    expect(data.map((r) => [r.activity_on, r.amount, r.sender_name, r.description])).toEqual([
      ['2024-03-01', 1500, 'ŞÜKRÜ IŞIK', 'Aidat ödemesi mart'],
      ['2024-03-02', 750.5, 'Zeynep Öztürk', 'A Blok 12 aidat'],
      ['2024-03-03', -300, null, 'Elektrik faturası'],
    ]);
    // T.C. kimlik no → the resident and their current house, at high confidence.
    expect(data[0]).toMatchObject({
      suggested_resident_id: residents.sukru,
      suggested_resident_name: 'Şükrü Işık',
      suggested_house_id: houses['5'],
      suggested_house_label: 'A Blok 5',
      suggestion_reason: 'T.C. kimlik no eşleşti',
    });
    expect(data[0].confidence as number).toBeGreaterThanOrEqual(90);
    // 'A Blok 12 aidat' → that house.
    expect(data[1]).toMatchObject({
      suggested_house_id: houses['12'],
      suggested_house_label: 'A Blok 12',
      suggestion_reason: 'Açıklamada daire bulundu',
    });
    // Outgoing money is listed but never suggested.
    expect(data[2]).toMatchObject({ is_incoming: false, suggested_house_id: null, confidence: 0 });
  });

  it('reuses the saved mapping for a UTF-8 file and skips lines already imported', async () => {
    const again = await upload(
      tenants.worker,
      { bank_account_id: String(bankId) },
      { name: 'mart-utf8.csv', bytes: utf8WithBom(STATEMENT) },
    );
    expect(again.json().data).toMatchObject({ needs_mapping: false, new_count: 0, skipped_count: 3 });

    const extended = [HEADER, ...LINES, '04.03.2024;Gülsüm Çağlar havale;GULSUM CAGLAR;;200,00;12.150,50;REF004'].join(
      '\n',
    );
    const more = await upload(
      tenants.worker,
      { bank_account_id: String(bankId) },
      { name: 'nisan.csv', bytes: utf8WithBom(extended) },
    );
    expect(more.json().data).toMatchObject({
      needs_mapping: false,
      new_count: 1,
      skipped_count: 3,
      statement_on: '2024-03-04',
    });
    const line = (await openList()).data.find((r) => r.reference_no === 'REF004');
    expect(line).toMatchObject({
      suggested_resident_id: residents.gulsum,
      suggested_house_id: houses['12'],
      suggestion_reason: 'Gönderen adı eşleşti',
    });
    expect(await db.selectFrom('bank_activities').select('id').execute()).toHaveLength(4);
  });

  it('derives a stable reference when the statement has none', async () => {
    const mapping = { ...MAPPING, reference_no: null };
    const text = [HEADER, LINES[0], LINES[0]].join('\n');
    const put = await call(tenants.worker, 'PUT', `/bank-accounts/${otherBankId}/column-mapping`, mapping);
    expect(put.statusCode, put.body).toBe(200);
    const first = await upload(
      tenants.worker,
      { bank_account_id: String(otherBankId) },
      { name: 'a.csv', bytes: utf8WithBom(text) },
    );
    expect(first.json().data).toMatchObject({ new_count: 2, skipped_count: 0 });
    const second = await upload(
      tenants.worker,
      { bank_account_id: String(otherBankId) },
      { name: 'a.csv', bytes: ansi(text) },
    );
    expect(second.json().data).toMatchObject({ new_count: 0, skipped_count: 2 });
    // Back to the mapping with references for later tests of this account.
    await call(tenants.worker, 'PUT', `/bank-accounts/${otherBankId}/column-mapping`, MAPPING);
    await db.deleteFrom('bank_activities').where('bank_account_id', '=', otherBankId).execute();
    await db.deleteFrom('bank_statement_imports').where('bank_account_id', '=', otherBankId).execute();
  });

  it('refuses files that are not statements and mappings without an amount', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const bad = await upload(tenants.worker, { bank_account_id: String(bankId) }, { name: 'ekstre.csv', bytes: png });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toEqual([FILE_TYPE_MESSAGE]);
    const noFile = await upload(tenants.worker, { bank_account_id: String(bankId) });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual(['Zorunlu alan']);
    const noAmount = await upload(
      tenants.worker,
      { bank_account_id: String(bankId), mapping: JSON.stringify({ activity_on: 'Tarih' }) },
      { name: 'mart.csv', bytes: ansi(STATEMENT) },
    );
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().errors['mapping.amount']).toEqual(['Tutar sütununu veya borç ve alacak sütunlarını seçin.']);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const tooBig = await upload(
      tenants.worker,
      { bank_account_id: String(bankId) },
      { name: 'büyük.csv', bytes: huge },
    );
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.file).toEqual(['Dosya en fazla 5 MB olabilir.']);
    const manyRows = [HEADER, ...Array.from({ length: 20_001 }, (_, i) => `01.03.2024;x;;;1,00;;R${i}`)].join('\n');
    const tooMany = await upload(
      tenants.worker,
      { bank_account_id: String(bankId) },
      { name: 'çok.csv', bytes: Buffer.from(manyRows) },
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.file).toEqual(['Dosyada en fazla 20.000 satır olabilir.']);
    const put = await call(tenants.worker, 'PUT', `/bank-accounts/${bankId}/column-mapping`, { activity_on: 'Tarih' });
    expect(put.statusCode).toBe(422);
    const foreignAccount = await upload(
      tenants.worker,
      { bank_account_id: '999999' },
      { name: 'mart.csv', bytes: ansi(STATEMENT) },
    );
    expect(foreignAccount.statusCode).toBe(422);
    expect(Object.keys(foreignAccount.json().errors)).toEqual(['bank_account_id']);
  });

  it('lists with whitelisted filters and sorts, and counts open lines for the complex and the company', async () => {
    expect((await openList('&min_confidence=90')).data.map((r) => r.reference_no)).toEqual(['REF001']);
    expect((await openList('&has_suggestion=0')).data.map((r) => r.reference_no)).toEqual(['REF003']);
    expect((await openList('&query=şükrü')).data.map((r) => r.reference_no)).toEqual(['REF001']);
    expect((await openList('&query=gulsum')).data.map((r) => r.reference_no)).toEqual(['REF004']);
    expect((await openList('&date_from=2024-03-02&date_to=2024-03-03')).meta.total).toBe(2);
    expect((await openList('&order_by=amount&order=desc')).data.map((r) => r.amount)).toEqual([1500, 750.5, 200, -300]);
    for (const url of [
      `/bank-activities?list_type=open&per_page=1&cluster_id=${clusterId}`,
      `/income/bank-activities?list_type=open&per_page=1&company_id=${tenants.own.companyId}`,
    ]) {
      const res = await call(tenants.worker, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meta.total).toBe(4);
      expect(res.json().data).toHaveLength(1);
    }
    const forbidden = await call(tenants.worker, 'GET', `/clusters/${clusterId}/bank-activities?order_by=description`);
    expect(forbidden.statusCode).toBe(422);
    expect(forbidden.json().errors.order_by).toBeDefined();
    const unknownFilter = await call(tenants.worker, 'GET', `/clusters/${clusterId}/bank-activities?sender_name=x`);
    expect(unknownFilter.statusCode).toBe(422);
    const badType = await call(tenants.worker, 'GET', `/clusters/${clusterId}/bank-activities?list_type=all`);
    expect(badType.statusCode).toBe(422);
    const exported = await call(
      tenants.worker,
      'GET',
      `/clusters/${clusterId}/bank-activities?list_type=open&export=1&export_type=xlsx`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const file = await app.inject({ method: 'GET', url: exported.json().data.url });
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
    const houseBefore = await balance('house', houses['12']);
    const bankBefore = await balance('bank_account', bankId);
    const res = await call(tenants.worker, 'POST', `/bank-activities/${line.id}/match`, {
      house_id: houses['12'],
      resident_id: residents.gulsum,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      is_closed: true,
      collection_house_label: 'A Blok 12',
      collection_resident_name: 'Gülsüm Çağlar',
      collected_on: '2024-03-02',
    });
    expect(await balance('house', houses['12'])).toBe(houseBefore - 75050);
    expect(await balance('bank_account', bankId)).toBe(bankBefore + 75050);
    const collection = await db
      .selectFrom('collections')
      .selectAll()
      .where('bank_activity_id', '=', line.id)
      .executeTakeFirstOrThrow();
    expect(collection).toMatchObject({
      house_id: houses['12'],
      resident_id: residents.gulsum,
      bank_account_id: bankId,
      collected_on: '2024-03-02',
      description: 'A Blok 12 aidat',
    });
    expect(Number(collection.amount)).toBe(75050);

    const closed = await call(tenants.worker, 'GET', `/clusters/${clusterId}/bank-activities?list_type=closed`);
    expect(closed.json().data.map((r: Json) => r.reference_no)).toEqual(['REF002']);
    expect((await openList()).meta.total).toBe(3);
    const shown = await call(tenants.worker, 'GET', `/bank-activities/${line.id}`);
    expect(shown.json().data.collection).toMatchObject({ id: collection.id, amount: 750.5 });

    const twice = await call(tenants.worker, 'POST', `/bank-activities/${line.id}/match`, { house_id: houses['12'] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Bu hareket zaten eşleştirilmiş.');
    const outgoing = await lineByRef('REF003');
    const refused = await call(tenants.worker, 'POST', `/bank-activities/${outgoing.id}/match`, {
      house_id: houses['12'],
    });
    expect(refused.statusCode).toBe(422);
    const nobody = await call(tenants.worker, 'POST', `/bank-activities/${(await lineByRef('REF001')).id}/match`, {});
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.house_id).toEqual(['Bağımsız bölüm veya sakin seçin.']);
    const logs = await db
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
    const collectionsBefore = (await db.selectFrom('collections').select('id').execute()).length;
    const bankBefore = await balance('bank_account', bankId);
    const bad = await call(tenants.worker, 'POST', `/clusters/${clusterId}/bank-activities/match-many`, {
      items: [
        { id: ref1.id, house_id: houses['5'], resident_id: residents.sukru },
        { id: ref4.id, house_id: foreignHouseId },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['items.1.house_id']);
    expect((await lineByRef('REF001')).is_closed).toBe(0);
    expect((await db.selectFrom('collections').select('id').execute()).length).toBe(collectionsBefore);
    expect(await balance('bank_account', bankId)).toBe(bankBefore);

    const good = await call(tenants.worker, 'POST', `/clusters/${clusterId}/bank-activities/match-many`, {
      items: [
        { id: ref1.id, house_id: houses['5'], resident_id: residents.sukru },
        { id: ref4.id, resident_id: residents.gulsum, house_id: houses['12'] },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect((await lineByRef('REF001')).is_closed).toBe(1);
    expect((await lineByRef('REF004')).is_closed).toBe(1);
    expect(await balance('bank_account', bankId)).toBe(bankBefore + 150000 + 20000);
  });

  it('unmatches a line: the collection and its journal go, the line reopens', async () => {
    const line = await lineByRef('REF002');
    const collectionId = line.collection_id as number;
    const houseBefore = await balance('house', houses['12']);
    const bankBefore = await balance('bank_account', bankId);
    const res = await call(tenants.worker, 'POST', `/bank-activities/${line.id}/unmatch`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ is_closed: false, collection_id: null });
    expect(await balance('house', houses['12'])).toBe(houseBefore + 75050);
    expect(await balance('bank_account', bankId)).toBe(bankBefore - 75050);
    expect(
      await db.selectFrom('collections').select('id').where('id', '=', collectionId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await openList()).data.map((r) => r.reference_no)).toContain('REF002');
    const again = await call(tenants.worker, 'POST', `/bank-activities/${line.id}/unmatch`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Bu hareket eşleştirilmemiş.');
  });

  it('compares the statement balance with the journal', async () => {
    const res = await call(tenants.worker, 'GET', `/clusters/${clusterId}/bank-activities/balance-check`);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.find((r: Json) => r.bank_account_id === bankId);
    // Matched so far: REF001 (1.500,00) and REF004 (200,00); the statement closes at 12.150,50 on 04.03.2024.
    expect(row).toMatchObject({
      bank_account_name: 'Ziraat Bankası',
      statement_on: '2024-03-04',
      closing_balance: 12150.5,
      journal_balance: 1700,
      difference: 10450.5,
      open_count: 2,
    });
    const other = res.json().data.find((r: Json) => r.bank_account_id === otherBankId);
    expect(other).toMatchObject({ statement_on: null, closing_balance: null, difference: null });
  });

  it('imports an XLSX statement with separate debit and credit columns', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Hareketler');
    sheet.addRow(['Garanti BBVA Hesap Dökümü']);
    sheet.addRow(['İşlem Tarihi', 'Açıklama', 'Borç', 'Alacak', 'Bakiye', 'Dekont No']);
    sheet.addRow([new Date(Date.UTC(2024, 3, 1)), 'A Blok 5 nisan aidatı', null, 1250.75, 5250.75, 'G-1']);
    sheet.addRow([new Date(Date.UTC(2024, 3, 2)), 'Asansör bakımı', 400, null, 4850.75, 'G-2']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const asked = await upload(
      tenants.worker,
      { bank_account_id: String(otherBankId), remap: '1' },
      { name: 'nisan.xlsx', bytes },
    );
    expect(asked.json().data).toMatchObject({
      needs_mapping: true,
      headers: ['İşlem Tarihi', 'Açıklama', 'Borç', 'Alacak', 'Bakiye', 'Dekont No'],
    });
    expect(asked.json().data.sample[0][0]).toBe('01.04.2024');
    const mapping = {
      activity_on: 'İşlem Tarihi',
      description: 'Açıklama',
      debit: 'Borç',
      credit: 'Alacak',
      balance_after: 'Bakiye',
      reference_no: 'Dekont No',
    };
    const res = await upload(
      tenants.worker,
      { bank_account_id: String(otherBankId), mapping: JSON.stringify(mapping) },
      { name: 'nisan.xlsx', bytes },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ new_count: 2, closing_balance: 4850.75, statement_on: '2024-04-02' });
    const rows = (await openList(`&bank_account_id=${otherBankId}&order_by=activity_on&order=asc`)).data;
    expect(rows.map((r) => [r.activity_on, r.amount])).toEqual([
      ['2024-04-01', 1250.75],
      ['2024-04-02', -400],
    ]);
    expect(rows[0]).toMatchObject({ suggested_house_id: houses['5'], suggested_resident_id: residents.sukru });
    const saved = await call(tenants.worker, 'GET', `/bank-accounts/${otherBankId}/column-mapping`);
    expect(saved.json().data.mapping).toMatchObject(mapping);
  });

  it("answers 404 to another company's worker on every route", async () => {
    const line = await lineByRef('REF001');
    const open = await lineByRef('REF002');
    const o = tenants.outsider;
    const responses = [
      await call(o, 'GET', `/clusters/${clusterId}/bank-activities?list_type=open`),
      await call(o, 'GET', `/clusters/${clusterId}/bank-activities/balance-check`),
      await call(o, 'GET', `/bank-activities/${line.id}`),
      await call(o, 'POST', `/bank-activities/${open.id}/match`, { house_id: houses['12'] }),
      await call(o, 'POST', `/bank-activities/${line.id}/unmatch`),
      await call(o, 'POST', `/clusters/${clusterId}/bank-activities/match-many`, {
        items: [{ id: open.id, house_id: houses['12'] }],
      }),
      await call(o, 'GET', `/bank-accounts/${bankId}/column-mapping`),
      await call(o, 'PUT', `/bank-accounts/${bankId}/column-mapping`, MAPPING),
      await upload(o, { bank_account_id: String(bankId) }, { name: 'mart.csv', bytes: ansi(STATEMENT) }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 404));
    const scoped = await call(o, 'GET', `/bank-activities?list_type=open&cluster_id=${clusterId}`);
    expect(scoped.json().meta.total).toBe(0);
    expect((await lineByRef('REF002')).is_closed).toBe(0);
    expect((await lineByRef('REF001')).is_closed).toBe(1);
  });
});
