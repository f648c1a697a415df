import { describe, expect, it } from 'vitest';
import { decryptSecret, isEncrypted } from '../../../security/secrets';
import type { Json } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { expectHiddenFromOtherCompany, useClusterSettingsApp } from './clusterSettings.fixtures';

const SECRET = 'gizli-Sifre-42';

describe.each(testDbKinds)('cluster notification providers on %s', (kind) => {
  const { t, logsOf } = useClusterSettingsApp(kind);

  const url = () => `/clusters/${t.own.clusterId}/cluster-notification-providers`;
  const goldsms = (change: Json = {}) => ({
    notification_provider_id: 1,
    is_active: true,
    goldsms: { username: 'kardelen', password: SECRET, title: 'KARDELEN', ...change },
  });
  // The password is stored encrypted: never as typed, and it decrypts to what was typed.
  const savedPassword = async (id: number) => {
    const stored = (
      await t.db
        .selectFrom('cluster_notification_providers')
        .select('password')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password;
    expect(stored).not.toContain(SECRET);
    expect(isEncrypted(stored)).toBe(true);
    return decryptSecret(stored);
  };

  it('creates, shows, lists, updates and deletes, never returning the password, and logs each change', async () => {
    const created = await t.call(t.own.token, 'POST', url(), goldsms());
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      cluster_id: t.own.clusterId,
      notification_provider_id: 1,
      is_active: true,
      is_default: false,
      username: 'kardelen',
      title: 'KARDELEN',
      has_password: true,
      goldsms: { username: 'kardelen', title: 'KARDELEN', has_password: true },
    });
    expect(created.body).not.toContain(SECRET);
    expect(data).not.toHaveProperty('password');
    expect(await savedPassword(data.id)).toBe(SECRET);

    const shown = await t.call(t.own.token, 'GET', `/cluster-notification-providers/${data.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(SECRET);
    expect(shown.json().data).toMatchObject({ id: data.id, has_password: true, goldsms: { username: 'kardelen' } });

    const list = await t.call(t.own.token, 'GET', `${url()}?per_page=10&is_active=1&notification_provider_id=1`);
    expect(list.json().meta.total).toBe(1);
    expect(list.body).not.toContain(SECRET);
    const all = await t.call(t.own.token, 'GET', `/cluster-notification-providers?cluster_id=${t.own.clusterId}`);
    expect(all.json().data.map((r: Json) => r.id)).toEqual([data.id]);
    const exported = await t.call(t.own.token, 'GET', `${url()}?export=1&export_type=xlsx`);
    expect(exported.statusCode, exported.body).toBe(200);

    // An empty password keeps the saved one.
    const kept = await t.call(
      t.own.token,
      'PUT',
      `/cluster-notification-providers/${data.id}`,
      goldsms({ password: '' }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await savedPassword(data.id)).toBe(SECRET);
    const withoutPassword = { notification_provider_id: 1, goldsms: { username: 'kardelen2', title: 'KARDELEN' } };
    const keptToo = await t.call(t.own.token, 'PUT', `/cluster-notification-providers/${data.id}`, withoutPassword);
    expect(keptToo.statusCode, keptToo.body).toBe(200);
    expect(keptToo.json().data.username).toBe('kardelen2');
    expect(await savedPassword(data.id)).toBe(SECRET);
    // A new password replaces it.
    const changed = await t.call(
      t.own.token,
      'PUT',
      `/cluster-notification-providers/${data.id}`,
      goldsms({ password: 'yeni-sifre' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain('yeni-sifre');
    expect(await savedPassword(data.id)).toBe('yeni-sifre');
    // Switching to the other provider needs that provider's own password.
    const switched = await t.call(t.own.token, 'PUT', `/cluster-notification-providers/${data.id}`, {
      notification_provider_id: 2,
      masgsm: { username: 'mas', password: '', title: 'MAS' },
    });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().errors).toEqual({ 'masgsm.password': ['Zorunlu alan'] });
    const switchedOk = await t.call(t.own.token, 'PUT', `/cluster-notification-providers/${data.id}`, {
      notification_provider_id: 2,
      masgsm: { username: 'mas', password: 'mas-sifre', title: 'MAS' },
    });
    expect(switchedOk.statusCode, switchedOk.body).toBe(200);
    expect(switchedOk.json().data).toMatchObject({
      notification_provider_id: 2,
      masgsm: { username: 'mas', title: 'MAS', has_password: true },
    });
    expect(switchedOk.json().data).not.toHaveProperty('goldsms');

    const removed = await t.call(t.own.token, 'DELETE', `/cluster-notification-providers/${data.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.call(t.own.token, 'GET', `/cluster-notification-providers/${data.id}`)).statusCode).toBe(404);

    const logs = await logsOf('notification_provider', data.id);
    expect(logs.map((l: Json) => l.action_type_id)).toEqual([1, 2, 2, 2, 2, 4]);
    expect(logs[0]).toMatchObject({ cluster_id: t.own.clusterId, user_name: 'yonetici@kardelen.com' });
    expect(logs[0].page_url).toBe('http://localhost/definitions/clusters');
    const stored = await t.db
      .selectFrom('action_logs')
      .select(['old_values', 'new_values'])
      .where('entity_type', '=', 'notification_provider')
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      for (const text of [row.old_values, row.new_values]) {
        expect(text ?? '').not.toContain(SECRET);
        expect(text ?? '').not.toContain('yeni-sifre');
        expect(text ?? '').not.toContain('mas-sifre');
      }
    }
  });

  it('reports each credential rule on its own path with the Turkish messages', async () => {
    const long = 'x'.repeat(51);
    const cases: [Json, Record<string, string[]>][] = [
      [
        { notification_provider_id: 1 },
        {
          'goldsms.username': ['Zorunlu alan'],
          'goldsms.password': ['Zorunlu alan'],
          'goldsms.title': ['Zorunlu alan'],
        },
      ],
      [
        { notification_provider_id: 2, goldsms: goldsms().goldsms },
        {
          'masgsm.username': ['Zorunlu alan'],
          'masgsm.password': ['Zorunlu alan'],
          'masgsm.title': ['Zorunlu alan'],
        },
      ],
      [goldsms({ username: '' }), { 'goldsms.username': ['Zorunlu alan'] }],
      [goldsms({ title: '   ' }), { 'goldsms.title': ['Zorunlu alan'] }],
      [goldsms({ password: '' }), { 'goldsms.password': ['Zorunlu alan'] }],
      [goldsms({ username: long }), { 'goldsms.username': ['En fazla 50 karakter yazabilirsiniz.'] }],
      [goldsms({ password: long }), { 'goldsms.password': ['En fazla 50 karakter yazabilirsiniz.'] }],
      [goldsms({ title: long }), { 'goldsms.title': ['En fazla 50 karakter yazabilirsiniz.'] }],
      [
        { ...goldsms(), notification_provider_id: 3 },
        { notification_provider_id: ['En fazla 2 değerini girebilirsiniz.'] },
      ],
      [{ ...goldsms(), notification_provider_id: undefined }, { notification_provider_id: ['Zorunlu alan'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await t.call(t.own.token, 'POST', url(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    // 50 characters is the limit, 1 the minimum.
    const edge = await t.call(
      t.own.token,
      'POST',
      url(),
      goldsms({ username: 'x'.repeat(50), password: 'p', title: 'T' }),
    );
    expect(edge.statusCode, edge.body).toBe(201);
    await t.call(t.own.token, 'DELETE', `/cluster-notification-providers/${edge.json().data.id}`);
    expect((await t.call(t.own.token, 'GET', url())).json().meta.total).toBe(0);
  });

  it('keeps one default per complex', async () => {
    const theirs = await t.call(
      t.other.token,
      'POST',
      `/clusters/${t.other.clusterId}/cluster-notification-providers`,
      {
        ...goldsms(),
        is_default: true,
      },
    );
    expect(theirs.statusCode).toBe(201);
    const a = (await t.call(t.own.token, 'POST', url(), { ...goldsms(), is_default: true })).json().data;
    expect(a.is_default).toBe(true);
    const b = (
      await t.call(t.own.token, 'POST', url(), {
        notification_provider_id: 2,
        is_default: true,
        masgsm: { username: 'm', password: 'p', title: 'T' },
      })
    ).json().data;
    expect(b.is_default).toBe(true);
    const defaults = async () =>
      (await t.call(t.own.token, 'GET', `${url()}?is_default=1`)).json().data.map((r: Json) => r.id);
    expect(await defaults()).toEqual([b.id]);
    const again = await t.call(t.own.token, 'PUT', `/cluster-notification-providers/${a.id}`, {
      ...goldsms({ password: '' }),
      is_default: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await defaults()).toEqual([a.id]);
    // Not touching the flag leaves it alone; clearing it leaves no default.
    await t.call(t.own.token, 'PUT', `/cluster-notification-providers/${b.id}`, {
      notification_provider_id: 2,
      masgsm: { username: 'm2', title: 'T' },
    });
    expect(await defaults()).toEqual([a.id]);
    await t.call(t.own.token, 'PUT', `/cluster-notification-providers/${a.id}`, { ...goldsms(), is_default: false });
    expect(await defaults()).toEqual([]);
    // The other company's default is untouched.
    const shown = await t.call(t.other.token, 'GET', `/cluster-notification-providers/${theirs.json().data.id}`);
    expect(shown.json().data.is_default).toBe(true);
    for (const id of [a.id, b.id]) await t.call(t.own.token, 'DELETE', `/cluster-notification-providers/${id}`);
  });

  it('keeps one default when several are saved at the same time', async () => {
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => t.call(t.own.token, 'POST', url(), { ...goldsms(), is_default: true })),
    );
    for (const res of racing) expect(res.statusCode, res.body).toBe(201);
    const defaults = (await t.call(t.own.token, 'GET', `${url()}?is_default=1`)).json().data;
    expect(defaults).toHaveLength(1);
    for (const res of racing)
      await t.call(t.own.token, 'DELETE', `/cluster-notification-providers/${res.json().data.id}`);
  });

  it("is a 404 on every route for another company's complex", async () => {
    await expectHiddenFromOtherCompany(t, 'cluster-notification-providers', goldsms());
  });
});
