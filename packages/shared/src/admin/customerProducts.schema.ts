import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText, lira, rowId } from '../common/responses';
import { dateField, integerField, moneyField } from '../common/zodRules';
import { adminCustomerLinkDay, adminEndsBeforeStartIssue } from './customerClusters.schema';

// Payloads and answers of /api-super-admin/customer-products ('Müşteriye Ürün Ekle').

/** A customer product's amount per house, in lira (spec §9: 0 to 999.999,99). */
export const ADMIN_CUSTOMER_PRODUCT_AMOUNT_MAX = 999_999.99;

/** Why a customer product is refused (422), and what a save changed besides it (`meta.warnings`). */
export const adminCustomerProductMessages = {
  startLocked: 'Aktif ürünün başlangıç tarihi değiştirilemez.',
  /** A product of the customer starts on or after the new one: it cannot be ended the day before. */
  laterProduct: (customerName: string, productName: string, startsOn: string) =>
    `"${customerName}" müşterisinin "${productName}" ürünü ${adminCustomerLinkDay(startsOn)} tarihinde başlıyor; yeni ürün bu tarihten sonra başlamalıdır.`,
  /** A change would make two products of the customer overlap. */
  overlap: (customerName: string, productName: string, startsOn: string, endsOn: string | null) =>
    `"${customerName}" müşterisinin bu tarihlerde "${productName}" ürünü var (${adminCustomerLinkDay(startsOn)}${endsOn ? ` – ${adminCustomerLinkDay(endsOn)}` : ' tarihinden itibaren'}).`,
  ended: (customerName: string, productName: string, endsOn: string) =>
    `"${customerName}" müşterisinin "${productName}" ürünü ${adminCustomerLinkDay(endsOn)} tarihinde sonlandırıldı.`,
} as const;

/**
 * A customer product as the form sends it: one customer (`customer_id`) or several (`customer_ids`, created
 * from a product's screen), the product, its amount per house, monthly or yearly, and its period. The end date
 * is required once the start date is given (spec §5), and not before it.
 */
export const adminCustomerProductFields = z.object({
  customer_id: integerField({ min: 1 }).nullish(),
  customer_ids: z
    .array(integerField({ min: 1 }))
    .max(1000)
    .nullish(),
  product_id: integerField({ min: 1 }),
  starts_on: dateField(),
  ends_on: dateField(),
  amount: moneyField({ min: 0, max: ADMIN_CUSTOMER_PRODUCT_AMOUNT_MAX }),
  is_yearly: z.boolean({ error: (issue) => (issue.input === undefined ? messages.required : undefined) }),
});

function refineCustomerProduct(value: z.infer<typeof adminCustomerProductFields>, ctx: z.RefinementCtx): void {
  const issue = adminEndsBeforeStartIssue(value.starts_on, value.ends_on);
  if (issue) ctx.addIssue({ code: 'custom', path: ['ends_on'], message: issue });
}

/** The body as sent, when it is an object: whether it names its customers as a list. */
const sentList = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null
    ? Array.isArray((payload.value as { customer_ids?: unknown }).customer_ids)
    : null;
const hasCustomer = (value: { customer_id?: unknown; customer_ids?: unknown }) =>
  Boolean(value.customer_id) || (Array.isArray(value.customer_ids) && value.customer_ids.length > 0);

/**
 * POST: at least one customer, by `customer_id` or `customer_ids` ('Zorunlu alan' on the field the body uses),
 * said beside the other fields' errors rather than only once they are right.
 */
export const adminCustomerProductCreateSchema = adminCustomerProductFields
  .refine(hasCustomer, { error: messages.required, path: ['customer_ids'], when: (p) => sentList(p) === true })
  .refine(hasCustomer, { error: messages.required, path: ['customer_id'], when: (p) => sentList(p) === false })
  .superRefine(refineCustomerProduct);
export type AdminCustomerProductCreateInput = z.infer<typeof adminCustomerProductCreateSchema>;

/** PUT: one product of one customer. */
export const adminCustomerProductSchema = adminCustomerProductFields
  .omit({ customer_ids: true })
  .extend({ customer_id: integerField({ min: 1 }) })
  .superRefine((value, ctx) => refineCustomerProduct({ ...value, customer_ids: null }, ctx));
export type AdminCustomerProductInput = z.infer<typeof adminCustomerProductSchema>;

/** A product a customer holds: `is_active` until its end date has passed (one that starts later is active too). */
export const adminCustomerProductRow = z.object({
  id: rowId,
  customer_id: rowId,
  customer_name: z.string(),
  product_id: rowId,
  product_name: z.string(),
  starts_on: dateText,
  ends_on: dateText.nullable(),
  amount: lira,
  is_yearly: z.boolean(),
  is_active: z.boolean(),
});
export type AdminCustomerProduct = z.infer<typeof adminCustomerProductRow>;

/** What a create answers: the created rows (one per customer), with the products it ended in `meta.warnings`. */
export const adminCustomerProductsCreated = z.object({
  data: z.array(adminCustomerProductRow),
  meta: z.object({ warnings: z.array(z.string()) }),
});
