import { lira, listAnswerOf, residentRow } from '@site/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encoderOf, REFUSED } from './responseEncoder';
import { fastSerializerCompiler } from './responseSerializer';

const resident = (id: number) => ({
  id,
  cluster_id: 1,
  cluster_name: 'Yeşilvadi Sitesi',
  name: `Ayşe Çelik ${id}`,
  identity_number: '10000000146',
  tax_number: null,
  father_name: null,
  citizenship: 'TC',
  commercial_type: 'personal',
  phone: '+90 532 123 45 67',
  phone2: null,
  home_phone: null,
  work_phone: null,
  email: 'ayse@ornek.com.tr',
  email2: null,
  legal_address: null,
  work_address: null,
  blood_type: null,
  car_plate: '34 ABC 123',
  notification_medium: null,
  is_phone_verified: false,
  is_active: true,
  commercial_consent: false,
  commercial_consent_at: null,
  user_id: null,
  house_user_count: 2,
  balance: -123456,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
  // Columns the query reads and the answer never carries.
  name_search: 'ayse celik',
  name_sort: 'ayse celik',
});

const zodJson = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));

describe('response encoder', () => {
  it('writes a list page exactly as zod does: money in lira, helper columns left out', () => {
    const schema = listAnswerOf(residentRow);
    const page = { data: [resident(1), resident(2)], meta: { total: 2, current_page: 1, per_page: 20, last_page: 1 } };
    const written = JSON.stringify(encoderOf(schema)(page));
    expect(written).toBe(zodJson(schema, page));
    const row = JSON.parse(written).data[0];
    expect(row.balance).toBe(-1234.56);
    expect(row).not.toHaveProperty('name_search');
  });

  it('takes the export answer of a list through the union', () => {
    const schema = listAnswerOf(residentRow);
    const file = { data: { url: '/api/files/abc.xlsx' } };
    expect(encoderOf(schema)(file)).toEqual(file);
  });

  it('refuses what the schema refuses, checks zod runs included', () => {
    const schema = z.object({ id: z.number().int(), code: z.string().min(3), kind: z.enum(['a', 'b']) });
    const encode = encoderOf(schema);
    expect(encode({ id: 1, code: 'abc', kind: 'a' })).toEqual({ id: 1, code: 'abc', kind: 'a' });
    expect(encode({ id: 1.5, code: 'abc', kind: 'a' })).toBe(REFUSED);
    expect(encode({ id: 1, code: 'ab', kind: 'a' })).toBe(REFUSED);
    expect(encode({ id: 1, code: 'abc', kind: 'c' })).toBe(REFUSED);
    expect(encode({ id: '1', code: 'abc', kind: 'a' })).toBe(REFUSED);
    expect(encode({ code: 'abc', kind: 'a' })).toBe(REFUSED);
  });

  it('encodes records, nullables and optionals as zod does', () => {
    const schema = z.object({
      totals: z.record(z.string(), lira),
      note: z.string().nullable(),
      warnings: z.array(z.string()).optional(),
    });
    const value = { totals: { paid: 150, left: 5 }, note: null };
    expect(JSON.stringify(encoderOf(schema)(value))).toBe(zodJson(schema, value));
    expect(encoderOf(schema)(value)).toEqual({ totals: { paid: 1.5, left: 0.05 }, note: null });
  });

  it('leaves an answer the schema refuses to zod, which then fails it', () => {
    const schema = z.object({ data: z.object({ amount: lira }) });
    const serialize = fastSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(serialize({ data: { amount: 250 } })).toBe('{"data":{"amount":2.5}}');
    expect(() => serialize({ data: { amount: 'iki' } })).toThrow();
  });
});
