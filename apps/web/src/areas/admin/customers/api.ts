import type { AdminCustomer, AdminCustomerGroup, AdminProduct, AdminUser, ListResponse } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const CUSTOMERS = 'api-super-admin/customers';
const GROUPS = 'api-super-admin/customer-groups';
const USERS = 'api-super-admin/users';
const PRODUCTS = 'api-super-admin/products';

/** The super administrator's customers (`/api-super-admin/customers`) and what their form picks from. */
export const adminCustomersApi = {
  resource: CUSTOMERS,
  listPath: `/${CUSTOMERS}`,
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(CUSTOMERS, id),
      queryFn: () => api.get<{ data: AdminCustomer }>(`/${CUSTOMERS}/${id}`),
    }),
  /** Every customer group, by name (spec §7: `customer-groups (per_page 1000)`). */
  groups: () => {
    const query = { per_page: 1000, order_by: 'name' };
    return queryOptions({
      queryKey: queryKeys.picker(GROUPS, 'all', query),
      queryFn: () => api.get<ListResponse<AdminCustomerGroup>>(`/${GROUPS}`, query),
    });
  },
  /** The users of a company (the customer's authorized person is one of them). */
  companyUsers: (companyId: number | null) => {
    const query = { company_id: companyId ?? undefined, per_page: 1000, order_by: 'name' };
    return queryOptions({
      queryKey: queryKeys.picker(USERS, 'all', query),
      queryFn: () => api.get<ListResponse<AdminUser>>(`/${USERS}`, query),
      enabled: companyId !== null,
    });
  },
  /** Every product, by name (spec §7: `products (per_page 1000)`), for the list's product filter. */
  products: () => {
    const query = { per_page: 1000, order_by: 'name' };
    return queryOptions({
      queryKey: queryKeys.picker(PRODUCTS, 'all', query),
      queryFn: () => api.get<ListResponse<AdminProduct>>(`/${PRODUCTS}`, query),
    });
  },
};
