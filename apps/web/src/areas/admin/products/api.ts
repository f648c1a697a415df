import type { AdminProduct } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';

const PRODUCTS = 'api-super-admin/products';

/** A product as `GET products/{id}` answers it: the record and its totals (spec §7). */
export type ProductRecord = { data: AdminProduct; meta: { totals: { customer_count: number } } };

/** The super administrator's products (`/api-super-admin/products`). */
export const adminProductsApi = {
  /** The API name `ResourceForm` and `DataTable` build the paths and keys from. */
  resource: PRODUCTS,
  listPath: `/${PRODUCTS}`,
  /** One product with `meta.totals.customer_count`, by the key the form loads it with. */
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record(PRODUCTS, id),
      queryFn: () => api.get<ProductRecord>(`/${PRODUCTS}/${id}`),
    }),
};
