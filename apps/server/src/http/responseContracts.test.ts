import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/testDb';
import { droppedKey } from './responseSerializer';

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

  it('finds the field a serialised answer lost, at any depth', () => {
    expect(droppedKey({ data: [{ id: 1, name: 'A' }] }, { data: [{ id: 1, name: 'A' }] })).toBeNull();
    expect(droppedKey({ data: [{ id: 1 }, { id: 2, note: null }] }, { data: [{ id: 1 }, { id: 2 }] })).toBe(
      '.data[1].note',
    );
    expect(droppedKey({ meta: { totals: { amount: 5 } } }, { meta: {} })).toBe('.meta.totals');
  });
});
