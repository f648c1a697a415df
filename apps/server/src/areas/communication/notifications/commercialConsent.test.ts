import { beforeAll, describe, expect, it } from 'vitest';
import { type Json, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { addSmsProvider } from './senderFixtures';

const NO_CONSENT = 'Ticari ileti onayı (İYS) kayıtlı değil.';

describe.each(testDbKinds)('commercial messages and İYS consent on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/communication/batch-notifications' });
  const ids: Record<string, number> = {};
  const batch = (templateId: number) => ({ channel_id: 1, template_id: templateId, recipients: { audience: 'all' } });

  beforeAll(async () => {
    const resident = (name: string, extra: Json) =>
      postId(t.call, t.worker, `/clusters/${t.own.clusterId}/residents`, { name, phone: '05320000001', ...extra });
    ids.consenting = await resident('Onaylı Ayşe', { commercial_consent: true });
    ids.refusing = await resident('Onaysız Bora', { commercial_consent: false });
    ids.unasked = await resident('Cem Sorulmamış', {});
    ids.noPhone = await resident('Deniz Telefonsuz', { commercial_consent: true, phone: null });
    const template = (name: string, isCommercial: boolean) =>
      postId(t.call, t.worker, '/notification-templates', {
        cluster_id: t.own.clusterId,
        name,
        body: 'Sayın {{ad_soyad}}, yeni dönem kampanyamız başladı.',
        channels: [1],
        is_commercial: isCommercial,
      });
    ids.commercial = await template('Kampanya', true);
    ids.plain = await template('Duyuru', false);
    await addSmsProvider(t.db, t.own.clusterId);
  });

  it('previews a commercial template for the consenting residents only, the others left out and why', async () => {
    const res = await t.call(
      t.worker,
      'POST',
      `/clusters/${t.own.clusterId}/notification-batches/preview`,
      batch(ids.commercial),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { recipient_count, skipped } = res.json().data;
    expect(recipient_count).toBe(1);
    expect(skipped).toEqual([
      { resident_id: ids.unasked, resident_name: 'Cem Sorulmamış', reason: NO_CONSENT },
      { resident_id: ids.noPhone, resident_name: 'Deniz Telefonsuz', reason: 'Telefon numarası yok.' },
      { resident_id: ids.refusing, resident_name: 'Onaysız Bora', reason: NO_CONSENT },
    ]);
  });

  it('writes the commercial message to the consenting resident alone; a plain one reaches everyone with a phone', async () => {
    const recipientsOf = async (templateId: number) => {
      const res = await t.call(
        t.worker,
        'POST',
        `/clusters/${t.own.clusterId}/notification-batches`,
        batch(templateId),
      );
      expect(res.statusCode, res.body).toBe(201);
      const list = await t.call(t.worker, 'GET', `/notifications?batch_id=${res.json().data.id}&per_page=100`);
      return (list.json().data as Json[]).map((n) => [n.resident_name, n.text]).sort();
    };
    expect(await recipientsOf(ids.commercial)).toEqual([
      ['Onaylı Ayşe', 'Sayın Onaylı Ayşe, yeni dönem kampanyamız başladı.'],
    ]);
    expect((await recipientsOf(ids.plain)).map(([name]) => name)).toEqual([
      'Cem Sorulmamış',
      'Onaylı Ayşe',
      'Onaysız Bora',
    ]);
  });

  it('stops reaching a resident whose consent is withdrawn', async () => {
    const withdrawn = await t.call(t.worker, 'PUT', `/residents/${ids.consenting}`, {
      name: 'Onaylı Ayşe',
      commercial_consent: false,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const res = await t.call(
      t.worker,
      'POST',
      `/clusters/${t.own.clusterId}/notification-batches`,
      batch(ids.commercial),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Bu seçimle bildirim gönderilecek sakin yok.');
  });
});
