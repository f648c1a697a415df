import { z } from 'zod';
import { ibanField, phoneField, tcknField, vknField } from '../common/checkedFields';
import { genericTypes } from '../common/enums';
import * as messages from '../common/messages';
import { rowId, timestamp } from '../common/responses';
import { dateField, emailField, integerField, moneyField, optionalString, requiredString } from '../common/zodRules';

// Payloads of the definition screens. Optional fields accept null (the API turns '' into null first).

const flag = z.boolean().optional();
const id = integerField({ min: 1 });
const text = (max: number) => optionalString(max).nullable();
const area = z.number().min(0).max(1_000_000).nullable().optional();

export const bankAccountSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  short_name: text(50),
  bank_id: integerField({ min: 1 }).nullish(),
  institution_code: text(20),
  branch_code: text(20),
  account_number: text(50),
  iban: ibanField().nullish(),
  account_type_id: integerField({ min: 1, max: 3 }).nullish(),
  client_code: text(50),
  can_collect_money: flag,
  can_receive_bills: flag,
  can_used_for_sms: flag,
  residents_can_see: flag,
  is_active: flag,
});
export type BankAccountInput = z.infer<typeof bankAccountSchema>;

export const safeSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  short_name: text(50),
  can_collect_money: flag,
  can_receive_bills: flag,
  can_used_for_sms: flag,
  residents_can_see: flag,
  is_active: flag,
});
export type SafeInput = z.infer<typeof safeSchema>;

/** The flags of a place money is kept in (bank account or safe), as answered. */
const moneyPlaceFlags = {
  can_collect_money: z.boolean(),
  can_receive_bills: z.boolean(),
  can_used_for_sms: z.boolean(),
  residents_can_see: z.boolean(),
  is_active: z.boolean(),
};

export const safeRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  name: z.string(),
  short_name: z.string().nullable(),
  ...moneyPlaceFlags,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Safe = z.infer<typeof safeRow>;

export const bankAccountRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  name: z.string(),
  short_name: z.string().nullable(),
  bank_id: z.number().int().nullable(),
  institution_code: z.string().nullable(),
  branch_code: z.string().nullable(),
  account_number: z.string().nullable(),
  iban: z.string().nullable(),
  account_type_id: z.number().int().nullable(),
  client_code: z.string().nullable(),
  ...moneyPlaceFlags,
  created_at: timestamp,
  updated_at: timestamp,
});
export type BankAccount = z.infer<typeof bankAccountRow>;

export const HOUSE_KINDS = ['house', 'workplace', 'member', 'management_office'] as const;

export const houseSchema = z.object({
  cluster_id: id,
  block_id: integerField({ min: 1 }).nullish(),
  house_type_id: integerField({ min: 1 }).nullish(),
  type: z.enum(HOUSE_KINDS, { error: 'Zorunlu alan' }),
  floor: text(20),
  door_number: requiredString(20),
  gross_area: area,
  net_area: area,
  share_meter: area,
  garden_area: area,
  land_share: area,
  share_total: area,
  geo_block: text(20),
  geo_plot: text(20),
  has_multiple_owners: flag,
  has_periodical_assessment: flag,
  has_crediting: flag,
  uses_share_meter: flag,
  is_active: flag,
});
export type HouseInput = z.infer<typeof houseSchema>;

export const residentSchema = z.object({
  cluster_id: id,
  name: requiredString(100),
  identity_number: tcknField().nullish(),
  tax_number: vknField().nullish(),
  father_name: text(100),
  citizenship: text(50),
  commercial_type: z.enum(['personal', 'commercial']).optional(),
  phone: phoneField().nullish(),
  phone2: phoneField().nullish(),
  home_phone: phoneField().nullish(),
  work_phone: phoneField().nullish(),
  email: emailField(100).nullish(),
  email2: emailField(100).nullish(),
  legal_address: text(500),
  work_address: text(500),
  blood_type: text(10),
  car_plate: text(20),
  notification_medium: text(20),
  is_active: flag,
  /** Consent to commercial messages (İYS); the server records when it was given. */
  commercial_consent: flag,
});
export type ResidentInput = z.infer<typeof residentSchema>;

/** House user types of spec §3: 1 owner and 2 renter are the main types; the others are shown muted. */
export const HOUSE_USER_TYPES = { owner: 1, renter: 2, guest: 3, formerOwner: 4, formerRenter: 5, debtor: 6 } as const;
export const MAIN_HOUSE_USER_TYPES: readonly number[] = [1, 2];

export const houseUserSchema = z.object({
  cluster_id: id,
  house_id: id,
  resident_id: id,
  house_user_type_id: integerField({ min: 1, max: 6 }),
  starts_on: dateField().nullish(),
  ends_on: dateField().nullish(),
  is_staying: flag,
  is_spokesperson: flag,
});
export type HouseUserInput = z.infer<typeof houseUserSchema>;

/**
 * What a closed enforcement case (icra) means for the late fees of the debts it covered, none of which are
 * charged while it is open: 'from_close' charges them again from the month after it closed and never for
 * the months up to then (no lump of back fees); 'all_months' charges those months too.
 */
export const ENFORCEMENT_FEE_POLICIES = ['from_close', 'all_months'] as const;
export type EnforcementFeePolicy = (typeof ENFORCEMENT_FEE_POLICIES)[number];

/** Company types of spec §3: 1 management company, 2 supplier, 3 company supplier. */
export const companySchema = z.object({
  company_type_id: integerField({ min: 1, max: 3 }),
  name: requiredString(100),
  short_name: text(50),
  title: text(200),
  city_id: integerField({ min: 1 }).nullish(),
  district_id: integerField({ min: 1 }).nullish(),
  tax_office: text(100),
  tax_number: vknField().nullish(),
  authorized_name: text(100),
  authorized_email: emailField(100).nullish(),
  authorized_phone: phoneField().nullish(),
  phone: phoneField().nullish(),
  email: emailField(100).nullish(),
  address: text(500),
  billing_address: text(500),
  sms_company: text(50),
  sms_username: text(50),
  /** Write-only: never sent back by the API. */
  sms_password: text(50),
  has_lawyer_services: flag,
  has_budget_services: flag,
  contract_renewal_on: dateField().nullish(),
  contract_fee: moneyField({ min: 0, max: 9999999.99 }).nullish(),
  person_risk_parameter: moneyField({ min: 0, max: 9999999.99 }).nullish(),
  house_risk_amount: moneyField({ min: 0, max: 9999999.99 }).nullish(),
  notification_min_balance: integerField({ min: 0, max: 1_000_000 }).nullish(),
  fee_last_payment_day: integerField({ min: 1, max: 31 }).nullish(),
  delay_option_days: integerField({ min: 0, max: 365 }).nullish(),
  enforcement_fee_policy: z.enum(ENFORCEMENT_FEE_POLICIES).optional(),
  accounting_view_type_id: integerField({ min: 1, max: 6 }).optional(),
  is_active: flag,
});
export type CompanyInput = z.infer<typeof companySchema>;

export const TECH_WORKER_AUTHORIZATIONS = ['view_only', 'can_approve_and_comment', 'all_actions'] as const;
export const SHARE_METER_ROUNDINGS = ['no_rounding', 'round'] as const;
/** How collections pay open debts: oldest due date first (default), newest first, or principal before late fees. */
export const ALLOCATION_ORDERS = ['oldest_due', 'newest_due', 'fees_last'] as const;

export const clusterSchema = z.object({
  company_id: id,
  name: requiredString(100),
  title: text(200),
  customer_name: text(200),
  tax_number: vknField().nullish(),
  city_id: integerField({ min: 1 }).nullish(),
  district_id: integerField({ min: 1 }).nullish(),
  address: text(500),
  management_type_id: integerField({ min: 1, max: 2 }).optional(),
  tech_worker_authorization: z.enum(TECH_WORKER_AUTHORIZATIONS).optional(),
  share_meter_rounding: z.enum(SHARE_METER_ROUNDINGS).optional(),
  bank_collecting_workflow_type_id: integerField({ min: 1, max: 2 }).nullish(),
  bank_payment_workflow_type_id: integerField({ min: 1, max: 2 }).nullish(),
  delay_calculation_type_id: integerField({ min: 1, max: 2 }).optional(),
  /** Late fee rate, percent a month (KMK: 5). */
  late_fee_rate: moneyField({ min: 0, max: 100 }).optional(),
  /** Empty: the company's delay option days; 0: no grace. */
  late_fee_grace_days: integerField({ min: 0, max: 365 }).nullish(),
  /** The last payment day of the month, the default due day of periodical dues. */
  due_day: integerField({ min: 1, max: 31 }).nullish(),
  allocation_order: z.enum(ALLOCATION_ORDERS, { error: 'Geçerli bir seçim yapın.' }).optional(),
  is_active: flag,
  is_demo: flag,
});
export type ClusterInput = z.infer<typeof clusterSchema>;

/** A block or a unit type of a complex: just a name. */
export const clusterPartSchema = z.object({ name: requiredString(50) });

/** Provider types of spec §3: 1 lawyer, 2 bank commission, 3 staff, 4 staff social security, 5 supplier, 6 distribution company. */
export const CLUSTER_PROVIDER_TYPES = [1, 2, 3, 4, 5, 6] as const;

/** Bank integration types of types/generic (1 to 4); none (null) means the provider is not matched in statements. */
export const BANK_INTEGRATION_TYPE_IDS = genericTypes.bank_integration_types.map((type) => type.id);

/** Without refinements, so the API can derive its create and update bodies; see `refineClusterProvider`. */
export const clusterProviderSchema = z.object({
  cluster_id: id,
  provider_type_id: integerField({ min: 1, max: 6 }),
  name: requiredString(50),
  title: requiredString(100),
  tax_number: vknField().nullish(),
  iban: ibanField().nullish(),
  phone: phoneField().nullish(),
  email: emailField(100).nullish(),
  expense_type_id: integerField({ min: 1 }).nullish(),
  child_expense_type_id: integerField({ min: 1 }).nullish(),
  bank_integration_type_id: integerField({ min: 1, max: BANK_INTEGRATION_TYPE_IDS.length }).nullish(),
  bank_workflow_type_id: integerField({ min: 0, max: 3 }).optional(),
  is_active: flag,
});
export type ClusterProviderInput = z.infer<typeof clusterProviderSchema>;

export const CHILD_EXPENSE_TYPE_NEEDS_PARENT = 'Önce gider tipini seçin.';

const chosen = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Spec §5 on a whole provider (a create, or an update merged over the stored row): one matched in bank
 * statements (a bank integration type) names the expense type its lines are booked to, and a child expense
 * type hangs under a chosen expense type; that it is one of that type's children is the server's check. A
 * rule fires only on an id it can read: a value of the wrong type is answered by its own field's message.
 */
export function clusterProviderIssues(values: Record<string, unknown>): { field: string; message: string }[] {
  if (chosen(values.expense_type_id)) return [];
  const issues: { field: string; message: string }[] = [];
  if (typeof values.bank_integration_type_id === 'number') {
    issues.push({ field: 'expense_type_id', message: messages.required });
  }
  if (typeof values.child_expense_type_id === 'number') {
    issues.push({ field: 'child_expense_type_id', message: CHILD_EXPENSE_TYPE_NEEDS_PARENT });
  }
  return issues;
}

/**
 * The body's own check, when it names the expense type: a partial update that leaves it out keeps the stored
 * one, so the server checks it merged over the stored row.
 */
export function refineClusterProvider(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (!('expense_type_id' in value)) return;
  for (const issue of clusterProviderIssues(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
}

/** What happens to the person leaving a house (spec §3 "Old-renter handling"). */
export const OLD_USER_HANDLINGS = ['left_cluster', 'moved_to_another_house', 'lives_in_cluster'] as const;
/** Who comes in (spec §3 "New-renter handling"). */
export const NEW_USER_HANDLINGS = ['new_user', 'from_cluster', 'empty_house'] as const;

/** A house changes hands: a new owner (type 1) or a new renter (type 2) from a date. */
export const houseTransferSchema = z
  .object({
    house_user_type_id: z.union([z.literal(1), z.literal(2)], { error: 'Zorunlu alan' }),
    starts_on: dateField(),
    old_user_handling: z.enum(OLD_USER_HANDLINGS, { error: 'Zorunlu alan' }),
    /** The other house of a person who moved within the complex. */
    moved_to_house_id: integerField({ min: 1 }).nullish(),
    new_user_handling: z.enum(NEW_USER_HANDLINGS, { error: 'Zorunlu alan' }),
    resident_id: integerField({ min: 1 }).nullish(),
    new_resident: z
      .object({
        name: requiredString(100),
        phone: phoneField().nullish(),
        email: emailField(100).nullish(),
        identity_number: tcknField().nullish(),
      })
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.old_user_handling === 'moved_to_another_house' && !v.moved_to_house_id) {
      ctx.addIssue({ code: 'custom', path: ['moved_to_house_id'], message: 'Zorunlu alan' });
    }
    if (v.new_user_handling === 'from_cluster' && !v.resident_id) {
      ctx.addIssue({ code: 'custom', path: ['resident_id'], message: 'Zorunlu alan' });
    }
    if (v.new_user_handling === 'new_user' && !v.new_resident) {
      ctx.addIssue({ code: 'custom', path: ['new_resident', 'name'], message: 'Zorunlu alan' });
    }
    // A house is never without an owner.
    if (v.house_user_type_id === 1 && v.new_user_handling === 'empty_house') {
      ctx.addIssue({ code: 'custom', path: ['new_user_handling'], message: 'Bağımsız bölüm maliksiz kalamaz.' });
    }
  });
export type HouseTransferInput = z.infer<typeof houseTransferSchema>;
