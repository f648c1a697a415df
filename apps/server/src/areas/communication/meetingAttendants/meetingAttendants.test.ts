import { describe, expect, it } from 'vitest';
import { type Json, postRecord, useTwoTenantsApp } from '../../../test/apiTest';
import { downloadFile, exportedSheet, rowValues } from '../../../test/exportedFiles';
import { expectShown, pdfText } from '../../../test/pdfText';
import { testDbKinds } from '../../../test/testDb';

describe.each(testDbKinds)('meeting attendants on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: 'http://localhost/communication/meeting-attendants' });
  const url = () => `/clusters/${t.own.clusterId}/meeting-attendants`;

  /** A house with a land share, and residents linked to it by type (1 owner, 2 renter, 4 former owner …). */
  async function houseWith(
    door: string,
    landShare: number,
    links: [residentId: number, typeId: number, more?: Json][],
  ) {
    const house = await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/houses`, {
      block_id: t.own.blockId,
      type: 'house',
      door_number: door,
      land_share: landShare,
    });
    for (const [residentId, typeId, more] of links)
      await postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/house-users`, {
        house_id: house.id,
        resident_id: residentId,
        house_user_type_id: typeId,
        ...more,
      });
    return house;
  }
  const resident = (name: string) => postRecord(t.call, t.worker, `/clusters/${t.own.clusterId}/residents`, { name });

  it('lists the houses with their current owners only, and totals that equal the rows', async () => {
    const [ayse, burak, cem, deniz, eski] = await Promise.all(
      ['Ayşe Yıldız', 'Burak Şen', 'Cem Öz', 'Deniz Kiracı', 'Eski Malik'].map(resident),
    );
    // Two co-owners; one owner of two houses; a renter and a former owner who do not count; a house without owner.
    await houseWith('1', 12.5, [
      [burak.id, 1],
      [ayse.id, 1],
    ]);
    await houseWith('2', 10, [
      [cem.id, 1],
      [deniz.id, 2],
      [eski.id, 4, { starts_on: '2020-01-01', ends_on: '2023-01-01' }],
    ]);
    await houseWith('10', 7.25, [[cem.id, 1]]);
    await houseWith('11', 30, [
      [deniz.id, 2],
      [eski.id, 1, { starts_on: '2020-01-01', ends_on: '2024-06-30' }],
    ]);

    const res = await t.call(t.worker, 'GET', url());
    expect(res.statusCode, res.body).toBe(200);
    const { data, meta } = res.json();
    expect(data.map((r: Json) => [r.house_label, r.owner_names, r.land_share])).toEqual([
      ['A Blok 1', 'Ayşe Yıldız, Burak Şen', 12.5],
      ['A Blok 2', 'Cem Öz', 10],
      ['A Blok 10', 'Cem Öz', 7.25],
    ]);
    // Quorum: each owner once (Cem owns two houses), the land shares of the listed houses.
    const shareSum = data.reduce((sum: number, r: Json) => sum + Number(r.land_share), 0);
    const owners = new Set(data.flatMap((r: Json) => String(r.owner_names).split(', ')));
    expect(meta.totals).toEqual({ owner_count: owners.size, land_share: shareSum });
    expect(meta.totals).toEqual({ owner_count: 3, land_share: 29.75 });
    expect(meta.total).toBe(3);

    // A read-only worker may read it; search and sort work as on every list.
    const readOnly = await t.call(t.readOnly, 'GET', `${url()}?order_by=land_share&order=desc`);
    expect(readOnly.statusCode).toBe(200);
    expect(readOnly.json().data.map((r: Json) => r.land_share)).toEqual([12.5, 10, 7.25]);
    const searched = (await t.call(t.worker, 'GET', `${url()}?query=ayşe`)).json();
    expect(searched.data.map((r: Json) => r.house_label)).toEqual(['A Blok 1']);
    expect(searched.meta.totals).toEqual({ owner_count: 2, land_share: 12.5 });

    const sheet = await exportedSheet(t.app, await t.call(t.worker, 'GET', `${url()}?export=1&export_type=xlsx`));
    expect(rowValues(sheet, 1)).toEqual(['No', 'Bağımsız Bölüm', 'Malik', 'Arsa Payı', 'İmza']);
    expect(rowValues(sheet, 4).slice(0, 4)).toEqual([3, 'A Blok 10', 'Cem Öz', 7.25]);
  });

  it("finds houses by the house and owner columns' own searches, owners only, on the screen and in the print", async () => {
    const labels = async (query: string) => {
      const res = await t.call(t.worker, 'GET', `${url()}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((r: Json) => r.house_label);
    };
    expect(await labels(`house_label=${encodeURIComponent('A BLOK 2')}`)).toEqual(['A Blok 2']);
    expect(await labels(`owner_names=${encodeURIComponent('ŞEN')}`)).toEqual(['A Blok 1']);
    expect(await labels(`owner_names=${encodeURIComponent('CEM ÖZ')}`)).toEqual(['A Blok 2', 'A Blok 10']);
    // Deniz rents house 2: the search box finds the house they use, the owner column does not.
    expect(await labels(`query=${encodeURIComponent('KİRACI')}`)).toEqual(['A Blok 2']);
    expect(await labels(`owner_names=${encodeURIComponent('KİRACI')}`)).toEqual([]);

    const printed = await t.call(t.worker, 'GET', `${url()}/print?meeting_date=2026-04-18&owner_names=cem`);
    const text = await pdfText(new Uint8Array((await downloadFile(t.app, printed)).rawPayload));
    expectShown(text, ['A Blok 2', 'A Blok 10', '1 malik']);
    expect(text).not.toContain('Burak Şen');

    const unknown = await t.call(t.worker, 'GET', `${url()}?owner_count=1`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.owner_count).toEqual(['Bu alana göre filtrelenemez: owner_count']);
  });

  it("prints the list as a PDF in the complex's name with the meeting's day and the totals", async () => {
    const answer = await t.call(t.worker, 'GET', `${url()}/print?meeting_date=2026-04-18`);
    const file = await downloadFile(t.app, answer);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(file.rawPayload));
    expectShown(text, [
      'Hazirun Cetveli',
      'Toplantı Tarihi: 18.04.2026',
      'Bağımsız Bölüm',
      'Malik',
      'Arsa Payı',
      'İmza',
    ]);
    expectShown(text, ['Ayşe Yıldız, Burak Şen', 'A Blok 10', '3 malik', '29,75']);
    const clusterName = (await t.call(t.worker, 'GET', `/clusters/${t.own.clusterId}`)).json().data.name;
    expectShown(text, [clusterName]);

    const noDate = await t.call(t.worker, 'GET', `${url()}/print`);
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors.meeting_date).toEqual(['Zorunlu alan']);
    expect((await t.call(t.worker, 'GET', `${url()}/print?meeting_date=2026-02-30`)).statusCode).toBe(422);
  });

  it("hides another company's complex: its list and its print are a 404", async () => {
    const theirs = `/clusters/${t.other.clusterId}/meeting-attendants`;
    for (const path of [theirs, `${theirs}/print?meeting_date=2026-04-18`, `${theirs}?export=1&export_type=pdf`]) {
      const res = await t.call(t.worker, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
  });
});
