import { z } from 'zod';
import {
  dateField,
  emailField,
  ibanField,
  integerField,
  optionalString,
  phoneField,
  requiredString,
  tcknField,
  vknField,
} from '../common/zodRules';

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
