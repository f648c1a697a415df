import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys, refreshResource } from './queryKeys';

/** A cache holding a record list of complex 1, and balances of complexes 1 and 2. */
function cache() {
  const client = new QueryClient();
  const keys = {
    records: queryKeys.list('other-income-records', 1, {}),
    balances: queryKeys.list('house-balances', 1, {}),
    otherComplex: queryKeys.list('house-balances', 2, {}),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { data: [] });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}

describe('refreshResource', () => {
  it("refreshes the resource alone after a write that moves no money, and the complex's lists after one that does", async () => {
    const plain = cache();
    await refreshResource(plain.client, 'other-income-records', { clusterId: 1 });
    expect(plain.stale()).toEqual(['records']);

    const money = cache();
    await refreshResource(money.client, 'other-income-records', { clusterId: 1, movesMoney: true });
    expect(money.stale()).toEqual(['records', 'balances']);
  });
});
