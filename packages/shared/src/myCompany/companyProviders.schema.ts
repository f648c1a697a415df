import { z } from 'zod';
import { ibanField, phoneField, taxNumberField } from '../common/checkedFields';
import { rowId, timestamp } from '../common/responses';
import { emailField, integerField, optionalString, requiredString } from '../common/zodRules';

// Payload and answer of /company-providers (My company › Şirket Tedarikçileri).

const text = (max: number) => optionalString(max).nullable();

/**
 * A supplier the management company uses in all its complexes (a lift maintenance firm, a cleaning firm …),
 * with the same rules as a complex's own provider. `provides_id` is the system expense type it provides
 * (an expense type without a complex). A super administrator names the company (`company_id`), which an update
 * cannot change.
 */
export const companyProviderSchema = z.object({
  company_id: integerField({ min: 1 }).optional(),
  name: requiredString(50),
  title: requiredString(100),
  tax_office: text(100),
  tax_number: taxNumberField().nullish(),
  phone: phoneField().nullish(),
  email: emailField(100).nullish(),
  address: text(500),
  iban: ibanField().nullish(),
  provides_id: integerField({ min: 1 }).nullish(),
  description: text(1000),
  is_active: z.boolean().optional(),
});
export type CompanyProviderInput = z.infer<typeof companyProviderSchema>;

export const companyProviderRow = z.object({
  id: rowId,
  company_id: rowId,
  name: z.string(),
  title: z.string(),
  tax_office: z.string().nullable(),
  tax_number: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  iban: z.string().nullable(),
  provides_id: rowId.nullable(),
  /** The name of the expense type it provides. */
  provides_name: z.string().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CompanyProvider = z.infer<typeof companyProviderRow>;
