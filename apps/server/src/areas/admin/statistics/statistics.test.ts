import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../db/seed/demo';
import { useTestApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { signInAs } from '../users/users.fixtures';
import { webStatistics } from './matomo';

type Mode = 'ok' | 'error' | 'http500' | 'slow';

/** A fake Matomo on loopback: answers the reporting API's calls and keeps what it was sent. */
function fakeMatomo() {
  const state = { mode: 'ok' as Mode, calls: [] as URLSearchParams[], url: '' };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const params = new URLSearchParams(body);
      state.calls.push(params);
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (state.mode === 'slow') return void setTimeout(() => send(200, {}), 2_000);
      if (state.mode === 'http500') return send(500, { message: 'down' });
      if (state.mode === 'error') return send(200, { result: 'error', message: 'token_auth is invalid' });
      if (params.get('method') === 'VisitsSummary.get') {
        return send(200, {
          '2026-11-01': { nb_uniq_visitors: 5, nb_visits: 7, nb_actions: 20, nb_users: 1 },
          '2026-11-02': [],
          '2026-11-03': { nb_uniq_visitors: 2, nb_visits: 3, nb_actions: 9 },
        });
      }
      return send(200, [
        { label: '/dashboard', url: 'https://site.test/dashboard', nb_visits: 8, nb_hits: 15 },
        { label: '/giris', nb_visits: 4, nb_hits: 4 },
      ]);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/matomo/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return state;
}

describe.each(testDbKinds)('super administrator › web statistics on %s', (kind) => {
  const matomo = fakeMatomo();
  const t = useTestApp(kind, {
    config: () => ({ matomoUrl: matomo.url, matomoSiteId: '3', matomoReadonlyToken: 'salt-okunur-anahtar' }),
  });
  let admin: string;
  let manager: string;

  beforeAll(async () => {
    await seedDemo(t.db);
    admin = (await signInAs(t.app, 'admin@demo.test')).token;
    manager = (await signInAs(t.app, 'yonetici@demo.test')).token;
  });

  const web = (query: string, token = admin) => t.call(token, 'GET', `/api-super-admin/statistics/web?${query}`);

  it("reads visits per day and the top pages from Matomo's reporting API with the read-only token", async () => {
    matomo.mode = 'ok';
    matomo.calls.length = 0;
    const res = await web('date_from=2026-11-01&date_to=2026-11-03');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      configured: true,
      error: null,
      date_from: '2026-11-01',
      date_to: '2026-11-03',
      days: [
        { date: '2026-11-01', visits: 7, users: 5, pageviews: 20 },
        { date: '2026-11-02', visits: 0, users: 0, pageviews: 0 },
        { date: '2026-11-03', visits: 3, users: 2, pageviews: 9 },
      ],
      totals: { visits: 10, users: 7, pageviews: 29 },
      top_pages: [
        { label: '/dashboard', url: 'https://site.test/dashboard', visits: 8, hits: 15 },
        { label: '/giris', url: null, visits: 4, hits: 4 },
      ],
    });
    const sent = Object.fromEntries(matomo.calls.map((c) => [c.get('method'), Object.fromEntries(c)]));
    expect(sent['VisitsSummary.get']).toMatchObject({
      module: 'API',
      format: 'JSON',
      idSite: '3',
      period: 'day',
      date: '2026-11-01,2026-11-03',
      token_auth: 'salt-okunur-anahtar',
    });
    expect(sent['Actions.getPageUrls']).toMatchObject({
      period: 'range',
      flat: '1',
      token_auth: 'salt-okunur-anahtar',
    });
  });

  it('says in Turkish that Matomo could not be reached when it fails, never a server error', async () => {
    for (const mode of ['error', 'http500'] as const) {
      matomo.mode = mode;
      const res = await web('date_from=2026-11-01&date_to=2026-11-03');
      expect(res.statusCode, mode).toBe(200);
      expect(res.json().data).toMatchObject({ configured: true, error: "Matomo'ya ulaşılamadı.", days: [] });
    }
    matomo.mode = 'slow';
    const slow = await webStatistics(
      { url: matomo.url, siteId: '3', token: 'x' },
      { from: '2026-11-01', to: '2026-11-01' },
      200,
    );
    expect(slow.error).toBe("Matomo'ya ulaşılamadı.");
    const down = await webStatistics(
      { url: 'http://127.0.0.1:1/', siteId: '3', token: 'x' },
      { from: '2026-11-01', to: '2026-11-01' },
    );
    expect(down.error).toBe("Matomo'ya ulaşılamadı.");
    matomo.mode = 'ok';
  });

  it('refuses a bad range in Turkish and answers 403 to a manager', async () => {
    const reversed = await web('date_from=2026-11-05&date_to=2026-11-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.date_to).toEqual(['05.11.2026 tarihinden sonra olmalıdır']);
    const long = await web('date_from=2024-01-01&date_to=2026-01-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.date_from).toEqual(['Tarih aralığı en fazla 366 gün olabilir.']);
    expect((await web('date_from=2026-13-01')).statusCode).toBe(422);
    expect((await web('', manager)).statusCode).toBe(403);
  });

  it('covers the last 30 days by default', async () => {
    const res = await web('');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.days).toHaveLength(30);
  });
});

describe.each(testDbKinds)('super administrator › web statistics without Matomo on %s', (kind) => {
  const t = useTestApp(kind, { config: { matomoUrl: '', matomoSiteId: '', matomoReadonlyToken: null } });

  it('answers configured: false', async () => {
    await seedDemo(t.db);
    const admin = (await signInAs(t.app, 'admin@demo.test')).token;
    const res = await t.call(admin, 'GET', '/api-super-admin/statistics/web');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ configured: false, error: null, days: [], top_pages: [] });
  });
});
