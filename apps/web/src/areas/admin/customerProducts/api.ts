import type {
  AdminCustomerProduct,
  AdminCustomerProductCreateInput,
  AdminCustomerProductInput,
  ListResponse,
} from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const PRODUCTS_HELD = 'api-super-admin/customer-products';
const PRODUCTS = 'api-super-admin/products';
const CUSTOMERS = 'api-super-admin/customers';

/** A product to choose: its prices per house fill the amount (lira). */
export type ProductPick = {
  id: number;
  name: string;
  monthly_price_per_house: number;
  yearly_price_per_house: number;
};
export type CustomerPick = { id: number; name: string };

export type HeldListQuery = {
  customer_id?: number;
  product_id?: number;
  is_active?: 1 | 0;
  /** The searched words: a customer's or a product's name. */
  query?: string;
  page: number;
  per_page: number;
  order_by?: string;
  order?: 'asc' | 'desc';
};

/** The products customers hold (`/api-super-admin/customer-products`) and the pickers of its panel. */
export const customerProductsApi = {
  resource: PRODUCTS_HELD,
  /** Resources whose screens count the products customers hold (a customer's products, a product's customers). */
  counters: [CUSTOMERS, PRODUCTS],
  list: (query: HeldListQuery) =>
    queryOptions({
      queryKey: queryKeys.list(PRODUCTS_HELD, 'all', query),
      queryFn: () => api.get<ListResponse<AdminCustomerProduct>>(`/${PRODUCTS_HELD}`, query),
    }),
  create: (body: AdminCustomerProductCreateInput) =>
    api.post<{ data: AdminCustomerProduct[]; meta: { warnings: string[] } }>(`/${PRODUCTS_HELD}`, body, true),
  update: (id: number, body: AdminCustomerProductInput) =>
    api.put<{ data: AdminCustomerProduct }>(`/${PRODUCTS_HELD}/${id}`, body, true),
  /** The list as a file (spec §7 export): its address, to open in a new tab. */
  exportFile: (query: HeldListQuery, type: 'ods' | 'xlsx' | 'pdf') => {
    const { page: _page, per_page: _perPage, ...rest } = query;
    return api.get<{ data: { url: string } }>(`/${PRODUCTS_HELD}`, { ...rest, export: 1, export_type: type });
  },
  remove: (id: number) => api.delete<{ data: { deleted: true } }>(`/${PRODUCTS_HELD}/${id}`),
  /** The products on sale (spec §7: is_available, per_page 1000). */
  products: () => {
    const query = { is_available: 1, per_page: 1000 };
    return queryOptions({
      queryKey: queryKeys.picker(PRODUCTS, 'all', query),
      queryFn: () => api.get<ListResponse<ProductPick>>(`/${PRODUCTS}`, query),
    });
  },
  /** The active customers by name (spec §7: is_active, per_page 1000, order_by name). */
  customers: () => {
    const query = { is_active: 1, per_page: 1000, order_by: 'name' };
    return queryOptions({
      queryKey: queryKeys.picker(CUSTOMERS, 'all', query),
      queryFn: () => api.get<ListResponse<CustomerPick>>(`/${CUSTOMERS}`, query),
    });
  },
};
