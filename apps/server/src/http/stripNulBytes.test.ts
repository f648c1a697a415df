import { describe, expect, it } from 'vitest';
import { stripNulBytesHook } from './errors';

const run = (request: { body: unknown; query: unknown; params: unknown }) => {
  let done = false;
  stripNulBytesHook(request, null, () => {
    done = true;
  });
  expect(done).toBe(true);
  return request;
};

describe('stripNulBytesHook', () => {
  it('removes NUL characters from the body, the query string and the path, keys and nested values too', () => {
    const request = run({
      body: { name: 'Ad\u0000 Soyad', 'no\u0000te': 'x', tags: ['a\u0000b', 3], address: { city: 'İz\u0000mir' } },
      query: { query: 'meh\u0000met', page: '1' },
      params: { id: '1\u00002' },
    });
    expect(request).toEqual({
      body: { name: 'Ad Soyad', note: 'x', tags: ['ab', 3], address: { city: 'İzmir' } },
      query: { query: 'mehmet', page: '1' },
      params: { id: '12' },
    });
  });

  it('leaves a request without NUL characters as it is, without copying it', () => {
    const body = { name: 'Ad Soyad', tags: ['a', 'b'], address: { city: 'İzmir' } };
    const query = { page: '1', per_page: '20' };
    const params = { id: '12' };
    const request = run({ body, query, params });
    expect(request.body).toBe(body);
    expect(request.query).toBe(query);
    expect(request.params).toBe(params);
    expect(run({ body: undefined, query: {}, params: {} }).body).toBeUndefined();
  });
});
