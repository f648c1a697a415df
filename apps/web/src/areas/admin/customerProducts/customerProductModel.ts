import type { HeldListQuery, ProductPick } from './api';

/** The amount per house a product fills in: its yearly or monthly price (lira). */
export const priceOf = (product: ProductPick | undefined, yearly: boolean): number | undefined =>
  product ? (yearly ? product.yearly_price_per_house : product.monthly_price_per_house) : undefined;

/** The status filter of the panel: active ('1', the default), passive ('0'), or cleared (both). */
export type HeldStatus = '1' | '0' | undefined;

/**
 * The list query of the panel: one customer's products or one product's customers, by status and the searched
 * words (a customer's or a product's name), paged and sorted.
 */
export function heldQuery(options: {
  customerId?: number;
  productId?: number;
  status: HeldStatus;
  search?: string;
  page: number;
  perPage: number;
  sort: { order_by?: string; order?: 'asc' | 'desc' };
}): HeldListQuery {
  const { customerId, productId, status, search, page, perPage, sort } = options;
  return {
    ...(customerId !== undefined ? { customer_id: customerId } : {}),
    ...(productId !== undefined ? { product_id: productId } : {}),
    ...(status ? { is_active: status === '1' ? 1 : 0 } : {}),
    ...(search ? { query: search } : {}),
    page,
    per_page: perPage,
    ...sort,
  };
}
