import { genericTypes } from '@site/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../../http/errors';
import { typeRoutes } from './types.routes';

type Option = { id: number | string; name: string };

// Auth is app.ts's concern; here the plugin runs on a bare app.
describe('GET /types/generic', () => {
  let app: FastifyInstance;
  let data: Record<string, Option[]>;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(typeRoutes);
    const res = await app.inject({ method: 'GET', url: '/types/generic' });
    expect(res.statusCode).toBe(200);
    data = res.json().data;
  });
  afterAll(() => app.close());

  it('gives the six house user types with their Turkish names', () => {
    expect(data.house_user_types).toEqual([
      { id: 1, name: 'Malik' },
      { id: 2, name: 'Kiracı' },
      { id: 3, name: 'Misafir' },
      { id: 4, name: 'Eski Malik' },
      { id: 5, name: 'Eski Kiracı' },
      { id: 6, name: 'Borçlu' },
    ]);
  });

  it('gives the spec ids of the other lists', () => {
    const names = (list: string) => Object.fromEntries(data[list].map((o) => [o.id, o.name]));
    expect(names('provider_types')).toMatchObject({ 1: 'Avukat', 5: 'Tedarikçi', 6: 'Dağıtım Şirketi' });
    expect(names('invoice_types')).toEqual({
      1: 'Fatura Gelecek',
      2: 'Faturalı',
      3: 'Faturasız',
      4: 'Gider Makbuzlu',
      5: 'Devir',
      6: 'Tedarikçi Avans',
    });
    expect(names('action_types')).toEqual({
      1: 'Ekleme',
      2: 'Güncelleme',
      4: 'Silme',
      8: 'Kullanıcı olarak giriş',
      16: 'Kullanıcı girişinden çıkış',
    });
    expect(names('provider_bank_workflow_types')[0]).toBe('Varsayılan');
    expect(names('bank_integration_types')).toMatchObject({ 1: 'IBAN ile eşleştir', 2: 'Vergi numarası ile eşleştir' });
    expect(names('cluster_bank_workflow_types')).toEqual({ 1: 'Onay bekle', 2: 'Son ödeme tarihine göre tahsil et' });
    expect(names('tech_worker_authorizations')).toMatchObject({ view_only: 'Sadece görüntüleme' });
    expect(names('banks')).toMatchObject({ 10: 'Ziraat Bankası', 64: 'Türkiye İş Bankası', 205: 'Kuveyt Türk' });
    expect(data.months.map((m) => m.name)).toEqual([
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ]);
    expect(data.accounting_view_types.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.blood_types).toHaveLength(8);
  });

  it('serves exactly the shared lists the web uses', () => {
    expect(data).toEqual(JSON.parse(JSON.stringify(genericTypes)));
  });

  it('has no duplicate ids within a list and a name on every entry', () => {
    for (const [list, options] of Object.entries(data)) {
      expect(new Set(options.map((o) => o.id)).size, list).toBe(options.length);
      for (const o of options) expect(o.name, list).toMatch(/\S/);
    }
  });
});
