import { lira, recordOf } from '@site/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/testDb';
import { droppedKey, strictSerializerCompiler } from './responseSerializer';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** A 200 answer with a schema, JSON or a file's content type. */
const declares = (operation: Operation) =>
  Object.values(operation.responses?.['200']?.content ?? {}).some((content) => content.schema);

describe('response contracts', () => {
  it('documents a response schema for every read of the API in OpenAPI', async () => {
    const { app, close } = await createTestApp('sqlite');
    try {
      await app.ready();
      const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const reads = Object.entries(doc.paths).filter(([, operations]) => operations.get);
      const undeclared = reads.filter(([, operations]) => !declares(operations.get)).map(([path]) => path);
      expect(reads.length).toBeGreaterThan(100);
      expect(undeclared, 'reads without a response schema').toEqual([]);
    } finally {
      await close();
    }
  });

  it('documents money as lira, a number, though handlers hold kuruş', async () => {
    const { app, close } = await createTestApp('sqlite');
    try {
      await app.ready();
      const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const answer = doc.paths['/api/collections/{id}']?.get?.responses?.['200']?.content?.['application/json']
        ?.schema as { properties: { data: { properties: Record<string, Record<string, unknown>> } } };
      const amount = answer.properties.data.properties.amount;
      expect(amount).toMatchObject({ type: 'number', description: 'Lira (kuruş as decimals)' });
      expect(amount).not.toHaveProperty('x-money');
    } finally {
      await close();
    }
  });

  it('serialises kuruş as lira in one place, and refuses money a handler already turned into lira', () => {
    const schema = recordOf(z.object({ amount: lira, paid: lira.nullable() }));
    const serialize = strictSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(JSON.parse(serialize({ data: { amount: 123456, paid: null } }) as string)).toEqual({
      data: { amount: 1234.56, paid: null },
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => serialize({ data: { amount: 1234.56, paid: 5 } })).toThrow();
    } finally {
      console.error = quiet;
    }
  });

  it('finds the field a serialised answer lost, at any depth', () => {
    expect(droppedKey({ data: [{ id: 1, name: 'A' }] }, { data: [{ id: 1, name: 'A' }] })).toBeNull();
    expect(droppedKey({ data: [{ id: 1 }, { id: 2, note: null }] }, { data: [{ id: 1 }, { id: 2 }] })).toBe(
      '.data[1].note',
    );
    expect(droppedKey({ meta: { totals: { amount: 5 } } }, { meta: {} })).toBe('.meta.totals');
  });
});
