import { z } from 'zod';
import { ibanField, phoneField, taxNumberField } from '../common/checkedFields';
import { dateText, rowId, timestamp } from '../common/responses';
import { emailField, integerField, optionalString, requiredString } from '../common/zodRules';

// Payloads and answers of /api-super-admin/customers (Yönetim › Müşteriler, spec §2 'Customers', §3).
// The tax number is a VKN (10 digits) or a TCKN (11 digits), each checked by its algorithm (`isValidVkn`,
// `isValidTckn` of common/turkishIds, through `taxNumberField`).

/** Why the customers screen refuses a change (422). */
export const adminCustomerMessages = {
  notManagementCompany: 'Yalnızca yönetim şirketleri müşteri olabilir.',
  companyTaken: 'Bu şirket başka bir müşteriye bağlı.',
  authorizedUserOutsideCompany: 'Yetkili kişi, müşterinin şirketinin bir kullanıcısı olmalıdır.',
  hasBilling: 'Faturası veya ödemesi olan müşteri silinemez.',
} as const;

export const adminCustomerSchema = z.object({
  name: requiredString(100),
  title: optionalString(255).nullable(),
  tax_number: taxNumberField().nullish(),
  tax_office: optionalString(100).nullable(),
  email: emailField(100).nullish(),
  phone: phoneField().nullish(),
  address: optionalString(500).nullable(),
  iban: ibanField().nullish(),
  customer_group_id: integerField({ min: 1 }).nullish(),
  /** A management company (company type 1); at most one customer each. */
  company_id: integerField({ min: 1 }).nullish(),
  /** A user of that company. */
  authorized_user_id: integerField({ min: 1 }).nullish(),
  is_active: z.boolean().optional(),
});
export type AdminCustomerInput = z.infer<typeof adminCustomerSchema>;

/**
 * A customer of the list and of the form. `product_*`: the customer's current product (the latest of its
 * products running today); `active_product_count` and `cluster_count`: its products and complexes running today.
 */
export const adminCustomerRow = z.object({
  id: rowId,
  name: z.string(),
  title: z.string().nullable(),
  tax_number: z.string().nullable(),
  tax_office: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  iban: z.string().nullable(),
  customer_group_id: rowId.nullable(),
  customer_group_name: z.string().nullable(),
  company_id: rowId.nullable(),
  company_name: z.string().nullable(),
  authorized_user_id: rowId.nullable(),
  authorized_user_name: z.string().nullable(),
  is_active: z.boolean(),
  product_id: rowId.nullable(),
  product_name: z.string().nullable(),
  product_starts_on: dateText.nullable(),
  product_ends_on: dateText.nullable(),
  active_product_count: z.number().int(),
  cluster_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminCustomer = z.output<typeof adminCustomerRow>;
