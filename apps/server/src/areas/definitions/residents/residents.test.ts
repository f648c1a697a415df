import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { exportedSheet } from '../../../test/exportedFiles';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('residents on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/definitions' });

  it('checks the Turkish rules of the resident form with their exact messages', async () => {
    const base = { name: 'Ayşe Yılmaz' };
    const cases: [Json, string, string][] = [
      [{ identity_number: '12345678901' }, 'identity_number', 'Geçerli bir T.C. kimlik numarası girin'],
      [{ identity_number: '1234' }, 'identity_number', 'Tam 11 karakter yazmalısınız.'],
      [{ tax_number: '1234567891' }, 'tax_number', 'Geçerli bir vergi numarası girin'],
      [{ email: 'ayse@' }, 'email', 'Geçerli bir e-posta girin'],
      [{ phone: '0532-abc' }, 'phone', 'Sadece rakam girmelisiniz.'],
      [{ name: 'x'.repeat(101) }, 'name', 'En fazla 100 karakter yazabilirsiniz.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/residents`, { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(change)).toContain(message);
    }
    const iban = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/bank-accounts`, {
      name: 'Hesap',
      iban: 'TR33 0006 1005 1978 6457 8413 27',
    });
    expect(iban.json().errors.iban).toEqual(['Geçerli bir IBAN girin']);
    const shortIban = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/bank-accounts`, {
      name: 'Hesap',
      iban: 'TR33 0006',
    });
    expect(shortIban.json().errors.iban).toEqual(['Tam 26 karakter yazmalısınız.']);
  });

  it('lets only holders of edit-resident change residents (403), while they may still read', async () => {
    const created = await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/residents`, { name: 'Okuma Testi' });
    const id = created.json().data.id;
    expect((await t.call(t.readOnly, 'GET', `/residents/${id}`)).statusCode).toBe(200);
    const denied = await t.call(t.readOnly, 'PUT', `/residents/${id}`, { name: 'Değişti' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Bunu yapmaya yetkili değilsiniz.');
    expect(
      (await t.call(t.readOnly, 'POST', `/clusters/${t.own.clusterId}/residents`, { name: 'Yeni' })).statusCode,
    ).toBe(403);
    expect((await t.call(t.worker, 'GET', `/residents/${id}`)).json().data.name).toBe('Okuma Testi');
    await t.call(t.worker, 'DELETE', `/residents/${id}`);
  });

  it('records the commercial-message consent (İYS) with its time, keeps that time on a resave, clears it on withdrawal', async () => {
    const url = `/clusters/${t.own.clusterId}/residents`;
    const none = await t.call(t.worker, 'POST', url, { name: 'Onaysız Sakin' });
    expect(none.json().data).toMatchObject({ commercial_consent: false, commercial_consent_at: null });
    const before = new Date().toISOString();
    const given = await t.call(t.worker, 'POST', url, { name: 'Onaylı Sakin', commercial_consent: true });
    expect(given.statusCode, given.body).toBe(201);
    const { id, commercial_consent_at: at } = given.json().data;
    expect(given.json().data.commercial_consent).toBe(true);
    expect(at >= before && at <= new Date().toISOString()).toBe(true);
    // The form sends the flag again with every save: the consent's time stays the one first recorded.
    const resaved = await t.call(t.worker, 'PUT', `/residents/${id}`, {
      name: 'Onaylı Sakin 2',
      commercial_consent: true,
    });
    expect(resaved.json().data).toMatchObject({
      name: 'Onaylı Sakin 2',
      commercial_consent: true,
      commercial_consent_at: at,
    });
    const shown = (await t.call(t.worker, 'GET', `/residents/${id}`)).json().data;
    expect(shown).toMatchObject({ commercial_consent: true, commercial_consent_at: at });
    const withdrawn = await t.call(t.worker, 'PUT', `/residents/${id}`, {
      name: 'Onaylı Sakin 2',
      commercial_consent: false,
    });
    expect(withdrawn.json().data).toMatchObject({ commercial_consent: false, commercial_consent_at: null });
    // Given later, on an edit: recorded then.
    const later = await t.call(t.worker, 'PUT', `/residents/${none.json().data.id}`, {
      name: 'Onaysız Sakin',
      commercial_consent: true,
    });
    expect(later.json().data.commercial_consent_at).toEqual(expect.any(String));
    const listed = await t.call(t.worker, 'GET', `${url}?query=onay&order_by=name`);
    expect(listed.json().data.map((r: Json) => [r.name, r.commercial_consent])).toEqual([
      ['Onaylı Sakin 2', false],
      ['Onaysız Sakin', true],
    ]);
  });

  it('exports exactly the filtered, sorted list (every page), with formula-like text kept as text', async () => {
    for (const name of ['Ekspor Ali', 'Ekspor Veli', 'Ekspor Ömer', '=Ekspor Formül']) {
      await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/residents`, { name });
    }
    const query = 'query=ekspor&order_by=name&order=desc&per_page=2';
    const listed: string[] = [];
    for (let page = 1; page <= 2; page++) {
      const res = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/residents?${query}&page=${page}`);
      listed.push(...res.json().data.map((r: Json) => r.name as string));
    }
    expect(listed).toHaveLength(4);
    const exported = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/residents?${query}&export=1&export_type=xlsx`,
    );
    const sheet = await exportedSheet(t.app, exported);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const nameColumn = header.indexOf('Ad Soyad');
    const names: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) names.push(String(row.getCell(nameColumn).value));
    });
    expect(names).toEqual(listed);
    const formulaCell = sheet.getRow(names.indexOf('=Ekspor Formül') + 2).getCell(nameColumn);
    // A text cell that shows exactly the name (Excel's quote-prefix style keeps it text), never a formula.
    expect(formulaCell.formula).toBeUndefined();
    expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
    expect(formulaCell.value).toBe('=Ekspor Formül');
  });

  it('searches and sorts the Turkish way', async () => {
    const names = [
      'Şule Çelik',
      'Sevgi Can',
      'Cemile Ilgaz',
      'Çağrı Işık',
      'İSMAİL ÖZ',
      'Irmak Uçar',
      'Zeki Ünal',
      'Ümit Güneş',
    ];
    for (const name of names) await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/residents`, { name });
    const sorted = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/residents?order_by=name&order=asc&per_page=50`,
    );
    expect(
      sorted
        .json()
        .data.map((r: Json) => r.name)
        .filter((n: string) => names.includes(n)),
    ).toEqual([
      'Cemile Ilgaz',
      'Çağrı Işık',
      'Irmak Uçar',
      'İSMAİL ÖZ',
      'Sevgi Can',
      'Şule Çelik',
      'Ümit Güneş',
      'Zeki Ünal',
    ]);
    const find = async (q: string) =>
      (await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/residents?query=${encodeURIComponent(q)}`))
        .json()
        .data.map((r: Json) => r.name);
    expect(await find('ismail')).toEqual(['İSMAİL ÖZ']);
    // The footer sums the whole filtered list, not one page.
    const page = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/residents?per_page=2`);
    expect(page.json().meta.totals).toEqual({ house_user_count: 0, balance: 0 });
    const house = (
      await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/houses`, { type: 'house', door_number: 'T-1' })
    ).json().data;
    const [first, second] = (
      await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/residents?order_by=name&per_page=50`)
    ).json().data;
    for (const resident of [first, second]) {
      await t.call(t.worker, 'POST', '/house-users', {
        cluster_id: t.own.clusterId,
        house_id: house.id,
        resident_id: resident.id,
        house_user_type_id: 1,
      });
    }
    const summed = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/residents?per_page=1&order_by=name&order=desc`,
    );
    expect(summed.json().meta.totals).toEqual({ house_user_count: 2, balance: 0 });
    // With a search the footer counts only the matching residents' houses.
    const one = await t.call(
      t.worker,
      'GET',
      `/clusters/${t.own.clusterId}/residents?query=${encodeURIComponent(first.name)}`,
    );
    expect(one.json().meta.total).toBe(1);
    expect(one.json().meta.totals).toEqual({ house_user_count: 1, balance: 0 });
    const none = await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}/residents?query=zzzz`);
    expect(none.json().meta.totals).toEqual({ house_user_count: 0, balance: 0 });
    expect(await find('ışık')).toEqual(['Çağrı Işık']);
    expect(await find('IŞIK')).toEqual(['Çağrı Işık']);
    expect(await find('şule çel')).toEqual(['Şule Çelik']);
    // The search index follows every change: a renamed resident is found by the new name only, a
    // deleted one not at all; a word of one or two letters still matches inside names.
    const renamed = (
      await t.call(t.worker, 'POST', `/clusters/${t.own.clusterId}/residents`, { name: 'Gülsüm Karaağaçlı' })
    ).json().data;
    expect(await find('karaağaç')).toEqual(['Gülsüm Karaağaçlı']);
    // Search text is only text: quotes and words like OR or NEAR are looked for, not obeyed.
    expect(await find('"gülsüm" OR karaağaç')).toEqual([]);
    expect(await find('gülsüm NEAR')).toEqual([]);
    await t.call(t.worker, 'PUT', `/residents/${renamed.id}`, { name: 'Gülsüm Yıldırımoğlu' });
    expect(await find('karaağaç')).toEqual([]);
    expect(await find('YILDIRIMOĞ')).toEqual(['Gülsüm Yıldırımoğlu']);
    expect(await find('gü yı')).toEqual(['Gülsüm Yıldırımoğlu']);
    await t.call(t.worker, 'DELETE', `/residents/${renamed.id}`);
    expect(await find('YILDIRIMOĞ')).toEqual([]);
  });
});
