import { z } from 'zod';
import { dateText, lira, rowId, timestamp } from '../common/responses';
import { ENFORCEMENT_FEE_POLICIES } from './definitions.schema';

/** A company as answered: money in lira, flags as booleans, logo addresses; the SMS password never, only whether one is saved. */
export const companyRow = z.object({
  id: rowId,
  company_type_id: z.number().int(),
  name: z.string(),
  short_name: z.string().nullable(),
  title: z.string().nullable(),
  city_id: rowId.nullable(),
  district_id: rowId.nullable(),
  tax_office: z.string().nullable(),
  tax_number: z.string().nullable(),
  authorized_name: z.string().nullable(),
  authorized_email: z.string().nullable(),
  authorized_phone: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  billing_address: z.string().nullable(),
  logo_path: z.string().nullable(),
  report_logo_path: z.string().nullable(),
  logo_url: z.string().nullable(),
  report_logo_url: z.string().nullable(),
  sms_company: z.string().nullable(),
  sms_username: z.string().nullable(),
  has_sms_password: z.boolean(),
  sms_balance: z.number().int().nullable(),
  sms_checked_at: timestamp.nullable(),
  has_lawyer_services: z.boolean(),
  has_budget_services: z.boolean(),
  last_receipt_no: z.number().int(),
  last_settlement_no: z.number().int(),
  last_payment_receipt_no: z.number().int(),
  contract_renewal_on: dateText.nullable(),
  contract_fee: lira.nullable(),
  person_risk_parameter: lira.nullable(),
  house_risk_amount: lira.nullable(),
  notification_min_balance: z.number().int().nullable(),
  fee_last_payment_day: z.number().int().nullable(),
  delay_option_days: z.number().int().nullable(),
  enforcement_fee_policy: z.enum(ENFORCEMENT_FEE_POLICIES),
  accounting_view_type_id: z.number().int(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Company = z.infer<typeof companyRow>;

/**
 * What only super administrators change: the company's type and standing, and the modules and contract it
 * bought. Its own administrators edit the rest (contact details, SMS account, risk, fee and grace settings).
 */
export const SUPERADMIN_COMPANY_FIELDS = [
  'company_type_id',
  'is_active',
  'has_lawyer_services',
  'has_budget_services',
  'contract_renewal_on',
  'contract_fee',
] as const;
