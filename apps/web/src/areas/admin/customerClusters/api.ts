import type { AdminClusterPick, AdminCustomerCluster, AdminCustomerClusterInput, ListResponse } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const LINKS = 'api-super-admin/customer-clusters';
const CLUSTERS = 'api-super-admin/clusters';

export type LinkListQuery = {
  customer_id: number;
  page: number;
  per_page: number;
  order_by?: string;
  order?: 'asc' | 'desc';
  /** The search box's words (the complex's name). */
  query?: string;
};

/** A customer's complexes (`/api-super-admin/customer-clusters`) and the complexes of the system to pick from. */
export const customerClustersApi = {
  resource: LINKS,
  /** Resources whose screens count a customer's complexes. */
  counters: ['api-super-admin/customers'],
  list: (query: LinkListQuery) =>
    queryOptions({
      queryKey: queryKeys.list(LINKS, 'all', query),
      queryFn: () => api.get<ListResponse<AdminCustomerCluster>>(`/${LINKS}`, query),
    }),
  create: (body: AdminCustomerClusterInput) => api.post<{ data: AdminCustomerCluster }>(`/${LINKS}`, body, true),
  update: (id: number, body: AdminCustomerClusterInput) =>
    api.put<{ data: AdminCustomerCluster }>(`/${LINKS}/${id}`, body, true),
  /** The list as a file (spec §7 export): its address, to open in a new tab. */
  exportFile: (query: LinkListQuery, type: 'ods' | 'xlsx' | 'pdf') => {
    const { page: _page, per_page: _perPage, ...rest } = query;
    return api.get<{ data: { url: string } }>(`/${LINKS}`, { ...rest, export: 1, export_type: type });
  },
  remove: (id: number) => api.delete<{ data: { deleted: true } }>(`/${LINKS}/${id}`),
  /** Every complex of the system (spec §7 `GET api-super-admin/clusters`), by name. */
  clusters: () =>
    queryOptions({
      queryKey: queryKeys.picker(CLUSTERS, 'all', { per_page: 1000 }),
      queryFn: () => api.get<ListResponse<AdminClusterPick>>(`/${CLUSTERS}`, { per_page: 1000, order_by: 'name' }),
    }),
};
