import { z } from 'zod';
import { lira, rowId, timestamp } from '../common/responses';
import { moneyField, requiredString } from '../common/zodRules';

// Payloads and answers of /api-super-admin/products (Yönetim › Ürünler, spec §3 'Product', §5).

/** A product's price per house, monthly or yearly (spec §9: 0.01 to 999999.99 lira). */
export const PRODUCT_PRICE_MIN = 0.01;
export const PRODUCT_PRICE_MAX = 999_999.99;

/** Why the products screen refuses a change (422). */
export const adminProductMessages = {
  inUse: 'Bu ürün müşterilere tanımlı olduğu için silinemez.',
} as const;

/** A product as the form sends it: prices in lira; a new product is available unless it says otherwise. */
export const adminProductSchema = z.object({
  name: requiredString(50),
  invoice_description: requiredString(75),
  monthly_price_per_house: moneyField({ min: PRODUCT_PRICE_MIN, max: PRODUCT_PRICE_MAX }),
  yearly_price_per_house: moneyField({ min: PRODUCT_PRICE_MIN, max: PRODUCT_PRICE_MAX }),
  is_available: z.boolean().optional(),
});
export type AdminProductInput = z.infer<typeof adminProductSchema>;

/** A product of the list and of the form; `customer_count`: the customers holding it now. */
export const adminProductRow = z.object({
  id: rowId,
  name: z.string(),
  invoice_description: z.string(),
  monthly_price_per_house: lira,
  yearly_price_per_house: lira,
  is_available: z.boolean(),
  customer_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminProduct = z.output<typeof adminProductRow>;

/** One product with its totals (spec §7: `GET|PUT products/{id}` answer `data` and `meta.totals`). */
export const adminProductRecord = z.object({
  data: adminProductRow,
  meta: z.object({ totals: z.object({ customer_count: z.number().int() }) }),
});
