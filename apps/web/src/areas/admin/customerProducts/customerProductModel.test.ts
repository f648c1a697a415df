import { describe, expect, it } from 'vitest';
import { heldQuery, priceOf } from './customerProductModel';

const product = { id: 7, name: 'Temel Paket', monthly_price_per_house: 12.5, yearly_price_per_house: 120 };

describe('the customer product panel', () => {
  it('fills the amount from the monthly price, and from the yearly one when yearly', () => {
    expect(priceOf(product, false)).toBe(12.5);
    expect(priceOf(product, true)).toBe(120);
    expect(priceOf(undefined, true)).toBeUndefined();
  });

  it("lists a customer's active products by default, passive ones too once the filter is cleared, and searches", () => {
    const base = { page: 1, perPage: 20, sort: {} };
    expect(heldQuery({ ...base, customerId: 3, status: '1' })).toEqual({
      customer_id: 3,
      is_active: 1,
      page: 1,
      per_page: 20,
    });
    expect(heldQuery({ ...base, customerId: 3, status: undefined })).toEqual({ customer_id: 3, page: 1, per_page: 20 });
    expect(heldQuery({ ...base, customerId: 3, status: '1', search: 'paket' })).toEqual({
      customer_id: 3,
      is_active: 1,
      query: 'paket',
      page: 1,
      per_page: 20,
    });
    expect(heldQuery({ ...base, productId: 7, status: '0', sort: { order_by: 'amount', order: 'desc' } })).toEqual({
      product_id: 7,
      is_active: 0,
      page: 1,
      per_page: 20,
      order_by: 'amount',
      order: 'desc',
    });
  });
});
