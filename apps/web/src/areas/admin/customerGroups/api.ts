import type { AdminCustomerGroup, ListResponse } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const GROUPS = 'api-super-admin/customer-groups';

/** The super administrator's customer groups (`/api-super-admin/customer-groups`). */
export const adminCustomerGroupsApi = {
  resource: GROUPS,
  listPath: `/${GROUPS}`,
  /** Every group, by name (spec §7: `customer-groups (per_page 1000)`), for pickers and filters. */
  picker: () => {
    const query = { per_page: 1000, order_by: 'name' };
    return queryOptions({
      queryKey: queryKeys.picker(GROUPS, 'all', query),
      queryFn: () => api.get<ListResponse<AdminCustomerGroup>>(`/${GROUPS}`, query),
    });
  },
};
