import type { ListResponse } from '@site/shared/http';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { type Query, queryKeys } from './queryKeys';

/** A record as a picker names it. */
export type Named = { id: number; name: string };

/**
 * The options of a select: a complex's list of `resource` (`/clusters/{clusterId}/<resource>`) with `query`
 * (its page size, filters, order), keyed as the resource's picker so that any write of the resource
 * (`queryKeys.all`) or a money write of the complex (`refreshCluster`) refreshes it.
 */
export const clusterPicker = <T>(resource: string, clusterId: number | null, query: Query = {}) =>
  queryOptions({
    queryKey: queryKeys.picker(resource, clusterId, query),
    queryFn: () => api.get<ListResponse<T>>(`/clusters/${clusterId}/${resource}`, query),
    enabled: clusterId !== null,
  });
