import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/connection';
import { turkishSortKey } from '../../../db/turkish';
import { registerErrorHandler } from '../../../http/errors';
import { createTestDb, testDbKinds } from '../../../test/testDb';
import { locationRoutes } from './locations.routes';

type Location = { id: number; name: string; location_type_id: number; parent_id: number | null; code: string | null };

// Auth is app.ts's concern; here the plugin runs on a bare app.
describe.each(testDbKinds)('GET /locations on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await createTestDb(kind));
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(locationRoutes, { db });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const list = async (qs: string): Promise<{ data: Location[]; meta: Record<string, number> }> => {
    const res = await app.inject({ method: 'GET', url: `/locations?${qs}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const cities = () => list('location_type_id=2&parent_id=230');

  it('has Turkey at id 230 among the countries', async () => {
    const { data, meta } = await list('location_type_id=1');
    expect(data.find((c) => c.id === 230)).toEqual({
      id: 230,
      name: 'Türkiye',
      location_type_id: 1,
      parent_id: null,
      code: 'TR',
    });
    expect(meta.total).toBe(data.length);
    expect(data.length).toBeGreaterThan(240);
    expect(new Set(data.map((c) => c.code)).size).toBe(data.length);
  });

  it('lists the 81 cities under Turkey, in Turkish alphabetical order, with plate codes', async () => {
    const { data, meta } = await cities();
    expect(meta).toEqual({ total: 81, current_page: 1, per_page: 1000, last_page: 1 });
    expect(data.every((c) => c.parent_id === 230 && c.location_type_id === 2)).toBe(true);
    expect(data.slice(0, 5).map((c) => c.name)).toEqual(['Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Aksaray']);
    const names = data.map((c) => c.name);
    const before = (a: string, b: string) => expect(names.indexOf(a), `${a} < ${b}`).toBeLessThan(names.indexOf(b));
    // Ç after C, Ş after S, I (ı) before İ (i).
    before('Bursa', 'Çanakkale');
    before('Çorum', 'Denizli');
    before('Iğdır', 'Isparta');
    before('Isparta', 'İstanbul');
    before('Sivas', 'Şanlıurfa');
    before('Şırnak', 'Tekirdağ');
    expect(names).toEqual([...names].sort((a, b) => (turkishSortKey(a) < turkishSortKey(b) ? -1 : 1)));
    expect(data.find((c) => c.name === 'Ankara')?.code).toBe('06');
  });

  it('gives İstanbul (34) its 39 districts', async () => {
    const istanbul = (await cities()).data.find((c) => c.code === '34');
    expect(istanbul?.name).toBe('İstanbul');
    const { data } = await list(`location_type_id=3&parent_id=${istanbul?.id}`);
    expect(data).toHaveLength(39);
    expect(data.map((d) => d.name)).toEqual(expect.arrayContaining(['Kadıköy', 'Üsküdar', 'Şişli', 'Beşiktaş']));
    expect(data.every((d) => d.parent_id === istanbul?.id && d.location_type_id === 3)).toBe(true);
  });

  it('searches names the Turkish way', async () => {
    const names = async (query: string) =>
      (await list(`location_type_id=2&query=${encodeURIComponent(query)}`)).data.map((c) => c.name);
    expect(await names('istanbul')).toEqual(['İstanbul']);
    expect(await names('İSTANBUL')).toEqual(['İstanbul']);
    expect(await names('IĞDIR')).toEqual(['Iğdır']);
    expect(await names('ığdır')).toEqual(['Iğdır']);
    expect(await names('100%')).toEqual([]);
  });

  it('pages and validates the query', async () => {
    const page = await list('location_type_id=2&parent_id=230&per_page=10&page=2');
    expect(page.meta).toEqual({ total: 81, current_page: 2, per_page: 10, last_page: 9 });
    expect(page.data.map((c) => c.name)).toEqual((await cities()).data.slice(10, 20).map((c) => c.name));
    for (const qs of ['per_page=1001', 'location_type_id=4', 'page=0']) {
      expect((await app.inject({ method: 'GET', url: `/locations?${qs}` })).statusCode).toBe(422);
    }
  });
});
