import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../../../test/testDb';
import {
  ansi,
  HEADER,
  LINE_REF004,
  LINES,
  MAPPING,
  STATEMENT,
  useStatementComplex,
  utf8WithBom,
  xlsxOf,
} from './bankActivities.fixtures';
import { FILE_TYPE_MESSAGE, STATEMENT_MAX_BYTES, TOO_MANY_ROWS_MESSAGE } from './bankStatement.limits';

// Importing statements: limits, the column mapping, encodings, repeated lines and XLSX files.
describe.each(testDbKinds)('bank statement imports on %s', (kind) => {
  const { s, call, upload, openList } = useStatementComplex(kind);

  it('refuses a statement of 300,000 short lines with the row-limit message and imports nothing', async () => {
    const before = await s.db
      .selectFrom('bank_activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const lines = ['Tarih;Açıklama;Tutar', ...Array.from({ length: 300_000 }, (_, i) => `a${i};b`)].join('\n');
    const res = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId) },
      { name: 'uzun.csv', bytes: utf8WithBom(lines) },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(TOO_MANY_ROWS_MESSAGE);
    const after = await s.db
      .selectFrom('bank_activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps answering other requests while it reads the largest XLSX statement, then refuses it by its row count', async () => {
    // 300,000 rows (a few megabytes): reading must stop at the row limit and leave the event loop free.
    const bytes = await xlsxOf(300_000);
    expect(bytes.length).toBeLessThan(STATEMENT_MAX_BYTES);

    const started = performance.now();
    let finished = 0;
    const importing = upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId) },
      { name: 'uzun.xlsx', bytes },
    ).then((response) => {
      finished = performance.now();
      return response;
    });
    const waits: number[] = [];
    while (!finished) {
      const asked = performance.now();
      const health = await s.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      waits.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const res = await importing;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe(TOO_MANY_ROWS_MESSAGE);
    // Answered all along: no health check waited for half the import (a reader that held the thread made one
    // wait for nearly all of it; on a machine busy with other work a free thread still leaves one wait at 40 %).
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan((finished - started) / 2);
  });

  it('asks for the column mapping of a Windows-1254 statement, then imports it with suggestions', async () => {
    const first = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId) },
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
      s.tenants.worker,
      { bank_account_id: String(s.bankId), mapping: JSON.stringify(MAPPING) },
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
      suggested_resident_id: s.residents.sukru,
      suggested_resident_name: 'Şükrü Işık',
      suggested_house_id: s.houses['5'],
      suggested_house_label: 'A Blok 5',
      suggestion_reason: 'T.C. kimlik no eşleşti',
    });
    expect(data[0].confidence as number).toBeGreaterThanOrEqual(90);
    // 'A Blok 12 aidat' → that house.
    expect(data[1]).toMatchObject({
      suggested_house_id: s.houses['12'],
      suggested_house_label: 'A Blok 12',
      suggestion_reason: 'Açıklamada daire bulundu',
    });
    // Outgoing money is listed but never suggested.
    expect(data[2]).toMatchObject({ is_incoming: false, suggested_house_id: null, confidence: 0 });
  });

  it('reuses the saved mapping for a UTF-8 file and skips lines already imported', async () => {
    const again = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId) },
      { name: 'mart-utf8.csv', bytes: utf8WithBom(STATEMENT) },
    );
    expect(again.json().data).toMatchObject({ needs_mapping: false, new_count: 0, skipped_count: 3 });

    const extended = [HEADER, ...LINES, LINE_REF004].join('\n');
    const more = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId) },
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
      suggested_resident_id: s.residents.gulsum,
      suggested_house_id: s.houses['12'],
      suggestion_reason: 'Gönderen adı eşleşti',
    });
    expect(await s.db.selectFrom('bank_activities').select('id').execute()).toHaveLength(4);
  });

  it('derives a stable reference when the statement has none', async () => {
    const mapping = { ...MAPPING, reference_no: null };
    const text = [HEADER, LINES[0], LINES[0]].join('\n');
    const put = await call(s.tenants.worker, 'PUT', `/bank-accounts/${s.otherBankId}/column-mapping`, mapping);
    expect(put.statusCode, put.body).toBe(200);
    const first = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.otherBankId) },
      { name: 'a.csv', bytes: utf8WithBom(text) },
    );
    expect(first.json().data).toMatchObject({ new_count: 2, skipped_count: 0 });
    const second = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.otherBankId) },
      { name: 'a.csv', bytes: ansi(text) },
    );
    expect(second.json().data).toMatchObject({ new_count: 0, skipped_count: 2 });
    // Back to the mapping with references for later tests of this account.
    await call(s.tenants.worker, 'PUT', `/bank-accounts/${s.otherBankId}/column-mapping`, MAPPING);
    await s.db.deleteFrom('bank_activities').where('bank_account_id', '=', s.otherBankId).execute();
    await s.db.deleteFrom('bank_statement_imports').where('bank_account_id', '=', s.otherBankId).execute();
  });

  it('refuses files that are not statements and mappings without an amount', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const bad = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId) },
      { name: 'ekstre.csv', bytes: png },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toEqual([FILE_TYPE_MESSAGE]);
    const noFile = await upload(s.tenants.worker, { bank_account_id: String(s.bankId) });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual(['Zorunlu alan']);
    const noAmount = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId), mapping: JSON.stringify({ activity_on: 'Tarih' }) },
      { name: 'mart.csv', bytes: ansi(STATEMENT) },
    );
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().errors['mapping.amount']).toEqual(['Tutar sütununu veya borç ve alacak sütunlarını seçin.']);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const tooBig = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId) },
      { name: 'büyük.csv', bytes: huge },
    );
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.file).toEqual(['Dosya en fazla 5 MB olabilir.']);
    const manyRows = [HEADER, ...Array.from({ length: 20_001 }, (_, i) => `01.03.2024;x;;;1,00;;R${i}`)].join('\n');
    const tooMany = await upload(
      s.tenants.worker,
      { bank_account_id: String(s.bankId) },
      { name: 'çok.csv', bytes: Buffer.from(manyRows) },
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.file).toEqual(['Dosyada en fazla 20.000 satır olabilir.']);
    const put = await call(s.tenants.worker, 'PUT', `/bank-accounts/${s.bankId}/column-mapping`, {
      activity_on: 'Tarih',
    });
    expect(put.statusCode).toBe(422);
    const foreignAccount = await upload(
      s.tenants.worker,
      { bank_account_id: '999999' },
      { name: 'mart.csv', bytes: ansi(STATEMENT) },
    );
    expect(foreignAccount.statusCode).toBe(422);
    expect(Object.keys(foreignAccount.json().errors)).toEqual(['bank_account_id']);
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
      s.tenants.worker,
      { bank_account_id: String(s.otherBankId), remap: '1' },
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
      s.tenants.worker,
      { bank_account_id: String(s.otherBankId), mapping: JSON.stringify(mapping) },
      { name: 'nisan.xlsx', bytes },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ new_count: 2, closing_balance: 4850.75, statement_on: '2024-04-02' });
    const rows = (await openList(`&bank_account_id=${s.otherBankId}&order_by=activity_on&order=asc`)).data;
    expect(rows.map((r) => [r.activity_on, r.amount])).toEqual([
      ['2024-04-01', 1250.75],
      ['2024-04-02', -400],
    ]);
    expect(rows[0]).toMatchObject({ suggested_house_id: s.houses['5'], suggested_resident_id: s.residents.sukru });
    const saved = await call(s.tenants.worker, 'GET', `/bank-accounts/${s.otherBankId}/column-mapping`);
    expect(saved.json().data.mapping).toMatchObject(mapping);
  });
});
