import { ENFORCEMENT_FEE_POLICIES, SUPERADMIN_COMPANY_FIELDS } from '@site/shared';
import { type KeyIn, keyUnder, type MessageGroup } from '../../../locales/keys';
import { CITY_AND_DISTRICT_FIELDS } from '../../../ui/locationFields';
import type { FieldDef } from '../../../ui/ResourceForm';

const text = (name: KeyIn<'companies.fields'>, span = 12): FieldDef => ({
  name,
  label: `companies.fields.${name}`,
  kind: 'text',
  span,
});
const options = (prefix: MessageGroup, ids: number[]) => ids.map((id) => ({ value: id, label: keyUnder(prefix, id) }));

/** A new company's values in the form. */
export const companyDefaults = {
  company_type_id: 1,
  is_active: true,
  accounting_view_type_id: 1,
  enforcement_fee_policy: 'from_close',
};

const FIELDS: FieldDef[] = [
  {
    name: 'company_type_id',
    label: 'companies.fields.company_type_id',
    kind: 'select',
    required: true,
    options: options('companies.types', [1, 2, 3]),
  },
  { ...text('name'), required: true },
  text('short_name'),
  text('title'),
  ...CITY_AND_DISTRICT_FIELDS,
  text('tax_office'),
  text('tax_number'),
  { name: 'phone', label: 'companies.fields.phone', kind: 'phone' },
  { name: 'email', label: 'companies.fields.email', kind: 'email' },
  text('authorized_name'),
  { name: 'authorized_email', label: 'companies.fields.authorized_email', kind: 'email' },
  { name: 'authorized_phone', label: 'companies.fields.authorized_phone', kind: 'phone' },
  { name: 'address', label: 'companies.fields.address', kind: 'textarea', span: 24 },
  { name: 'billing_address', label: 'companies.fields.billing_address', kind: 'textarea', span: 24 },
  text('sms_company', 8),
  text('sms_username', 8),
  { name: 'sms_password', label: 'companies.fields.sms_password', kind: 'password', span: 8 },
  { name: 'contract_renewal_on', label: 'companies.fields.contract_renewal_on', kind: 'date' },
  { name: 'contract_fee', label: 'companies.fields.contract_fee', kind: 'money' },
  { name: 'person_risk_parameter', label: 'companies.fields.person_risk_parameter', kind: 'money' },
  { name: 'house_risk_amount', label: 'companies.fields.house_risk_amount', kind: 'money' },
  {
    name: 'notification_min_balance',
    label: 'companies.fields.notification_min_balance',
    kind: 'number',
    span: 8,
  },
  { name: 'fee_last_payment_day', label: 'companies.fields.fee_last_payment_day', kind: 'number', span: 8 },
  { name: 'delay_option_days', label: 'companies.fields.delay_option_days', kind: 'number', span: 8 },
  {
    name: 'enforcement_fee_policy',
    label: 'companies.fields.enforcement_fee_policy',
    kind: 'select',
    required: true,
    options: ENFORCEMENT_FEE_POLICIES.map((value) => ({
      value,
      label: `companies.enforcementFeePolicies.${value}`,
    })),
    help: 'companies.help.enforcement_fee_policy',
    span: 24,
  },
  {
    name: 'accounting_view_type_id',
    label: 'companies.fields.accounting_view_type_id',
    kind: 'select',
    options: options('companies.accountingViewTypes', [1, 2, 3, 4, 5, 6]),
  },
  { name: 'has_lawyer_services', label: 'companies.fields.has_lawyer_services', kind: 'flag', span: 8 },
  { name: 'has_budget_services', label: 'companies.fields.has_budget_services', kind: 'flag', span: 8 },
  { name: 'is_active', label: 'common.active', kind: 'flag', span: 8 },
];

const SUPERADMIN_ONLY: readonly string[] = SUPERADMIN_COMPANY_FIELDS;
const LOCKED = FIELDS.map((field) => (SUPERADMIN_ONLY.includes(field.name) ? { ...field, readOnly: true } : field));

/**
 * The company form's fields (spec §3 "Company"). For anyone but a super administrator the company's type,
 * standing, modules and contract are shown but not changed, as the server refuses their change.
 */
export const companyFields = (isSuperadmin: boolean): FieldDef[] => (isSuperadmin ? FIELDS : LOCKED);
