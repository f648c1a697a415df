import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query key of the app has one shape: `[resource, kind, ...args]`.
 * - `resource` is the API resource as its path names it ('collections', 'expense/invoices', 'clusters').
 * - `kind` is 'list' (a complex's or the company's list: args `scope, query`), 'record' (one record by id:
 *   args `id, part?`), 'picker' (the options of a select: args `scope, query?`) or a named view of the
 *   resource ('balance', 'periods', 'preview'…).
 * - A complex-scoped list or picker takes the complex's id as its first argument, so that a money write can
 *   refresh everything the complex shows (`refreshCluster`).
 * Areas build their keys through these functions, in their typed client (`areas/<area>/api.ts`), never by hand.
 */
export type Scope = number | 'company' | 'all' | null;
export type Query = Record<string, unknown> | undefined;

export const queryKeys = {
  /** Everything cached about a resource: invalidate it after the resource changes. */
  all: (resource: string) => [resource] as const,
  list: (resource: string, scope: Scope, query?: Query) => [resource, 'list', scope, query ?? {}] as const,
  record: (resource: string, id: number | string | null | undefined, part?: string) =>
    part === undefined
      ? ([resource, 'record', id ?? null] as const)
      : ([resource, 'record', id ?? null, part] as const),
  picker: (resource: string, scope: Scope, query?: Query) => [resource, 'picker', scope, query ?? {}] as const,
  view: (resource: string, view: string, ...args: unknown[]) => [resource, view, ...args] as const,
};

/** After a write that moves money in a complex: every list and picker of the complex, and every record. */
export function refreshCluster(client: QueryClient, clusterId: number | null | undefined) {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[1] === 'record' || ((queryKey[1] === 'list' || queryKey[1] === 'picker') && queryKey[2] === clusterId),
  });
}

/**
 * After a write to `resource`: everything cached about it; with `movesMoney` (a write that changes a complex's
 * balances, e.g. an other income record) also everything the complex shows (`refreshCluster`).
 */
export function refreshResource(
  client: QueryClient,
  resource: string,
  { clusterId, movesMoney = false }: { clusterId: number | null | undefined; movesMoney?: boolean },
) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.all(resource) }),
    movesMoney ? refreshCluster(client, clusterId) : undefined,
  ]);
}
