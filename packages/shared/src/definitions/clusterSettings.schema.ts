import { z } from 'zod';
import { phoneField } from '../common/checkedFields';
import * as messages from '../common/messages';
import { dateText, rowId, timestamp } from '../common/responses';
import { dateField, digitsField, integerField, optionalString, requiredString, TCKN_LENGTH } from '../common/zodRules';

// Payloads of the complex's SMS (notification) and payment provider settings (spec §3, §5, §7).

const flag = z.boolean().optional();
const id = integerField({ min: 1 });

type Refinement = (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;

/**
 * The notification providers: the payload carries the credentials in an object named after the
 * provider (`goldsms` for 1, `masgsm` for 2). Only the addable ones are offered in the form.
 */
export const NOTIFICATION_PROVIDERS = [
  { id: 1, key: 'goldsms', name: 'GoldSMS', addable: true },
  { id: 2, key: 'masgsm', name: 'MasGSM', addable: true },
] as const;
export type NotificationCredentialsKey = (typeof NOTIFICATION_PROVIDERS)[number]['key'];

/** The credentials object's key of a notification provider, e.g. `goldsms` for 1. */
export function credentialsKeyOf(providerId: unknown): NotificationCredentialsKey | null {
  return NOTIFICATION_PROVIDERS.find((p) => p.id === providerId)?.key ?? null;
}

/** Spec §4: a new record starts with provider 2 (initial data); a record shown without one reads as 1. */
export const NEW_NOTIFICATION_PROVIDER_ID = 2;
export const SHOWN_NOTIFICATION_PROVIDER_ID = 1;

export const CREDENTIAL_MAX = 50;

/**
 * username, password and title, each 1 to 50 characters. The password may be left empty on update to
 * keep the saved one, so the server checks "required" for it against the saved record.
 */
export const notificationCredentialsSchema = z.object({
  username: requiredString(CREDENTIAL_MAX),
  password: optionalString(CREDENTIAL_MAX).nullable(),
  title: requiredString(CREDENTIAL_MAX),
});

/** The password field of a new record (or of a record switching provider): required, 1 to 50. */
export const credentialPasswordField = () => requiredString(CREDENTIAL_MAX);

/** Without refinements, so the API can derive its create and update bodies; see `refineNotificationProvider`. */
export const clusterNotificationProviderSchema = z.object({
  cluster_id: id,
  notification_provider_id: integerField({ min: 1, max: NOTIFICATION_PROVIDERS.length }),
  is_active: flag,
  is_default: flag,
  goldsms: notificationCredentialsSchema.nullish(),
  masgsm: notificationCredentialsSchema.nullish(),
});
export type ClusterNotificationProviderInput = z.infer<typeof clusterNotificationProviderSchema>;

/** The chosen provider's credentials object must be there: each missing field is reported on its path. */
export const refineNotificationProvider: Refinement = (value, ctx) => {
  const key = credentialsKeyOf(value.notification_provider_id);
  if (!key || (value[key] !== undefined && value[key] !== null)) return;
  for (const field of ['username', 'password', 'title']) {
    ctx.addIssue({ code: 'custom', path: [key, field], message: messages.required });
  }
};

/** Payment providers: 1 needs a submerchant_id, 2 needs the Param details (spec §3). */
export const PAYMENT_PROVIDER_IDS = { submerchant: 1, param: 2 } as const;
export const PARAM_COMPANY_TYPE_IDS = [1, 2, 3] as const;

export const SUBMERCHANT_MIN = 10;
export const SUBMERCHANT_MAX = 100;

/** submerchant_id of provider 1: required, 10 to 100 characters. */
export function submerchantIdField() {
  return requiredString(SUBMERCHANT_MAX).min(SUBMERCHANT_MIN, { error: messages.minLength(SUBMERCHANT_MIN) });
}

/**
 * The Param block of provider 2. `mobile_phone` takes digits, + and spaces and comes out as digits and
 * a leading +; `tc_number` is exactly 11 digits. `iban_title` is read-only (the bank account's name).
 */
export const paymentParamSchema = z.object({
  company_type_id: integerField({ min: 1, max: PARAM_COMPANY_TYPE_IDS.length }),
  mobile_phone: phoneField(),
  person_name: requiredString(100),
  birthdate: dateField(),
  tc_number: digitsField(TCKN_LENGTH),
});
export type PaymentParamInput = z.infer<typeof paymentParamSchema>;

/** Without refinements, so the API can derive its create and update bodies; see `refinePaymentProvider`. */
export const clusterPaymentProviderSchema = z.object({
  cluster_id: id,
  payment_provider_id: integerField({ min: 1, max: 2 }),
  pos_account_id: id,
  bank_account_id: id,
  is_active: flag,
  is_default: flag,
  submerchant_id: optionalString(SUBMERCHANT_MAX).nullable(),
  param: paymentParamSchema.nullish(),
});
export type ClusterPaymentProviderInput = z.infer<typeof clusterPaymentProviderSchema>;

const isPresent = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * Rules across fields, each message on its own path: the bank account differs from the POS account;
 * provider 1 needs submerchant_id (10 to 100); provider 2 needs the whole Param block.
 */
export const refinePaymentProvider: Refinement = (value, ctx) => {
  if (isPresent(value.bank_account_id) && value.bank_account_id === value.pos_account_id) {
    ctx.addIssue({ code: 'custom', path: ['bank_account_id'], message: messages.notSameAsPos });
  }
  if (value.payment_provider_id === PAYMENT_PROVIDER_IDS.submerchant) {
    const submerchant = value.submerchant_id;
    if (!isPresent(submerchant) || (typeof submerchant === 'string' && !submerchant.trim())) {
      ctx.addIssue({ code: 'custom', path: ['submerchant_id'], message: messages.required });
    } else if (typeof submerchant === 'string' && submerchant.trim().length < SUBMERCHANT_MIN) {
      ctx.addIssue({ code: 'custom', path: ['submerchant_id'], message: messages.minLength(SUBMERCHANT_MIN) });
    }
  }
  if (value.payment_provider_id === PAYMENT_PROVIDER_IDS.param && !isPresent(value.param)) {
    for (const field of Object.keys(paymentParamSchema.shape)) {
      ctx.addIssue({ code: 'custom', path: ['param', field], message: messages.required });
    }
  }
};

/** A provider's saved credentials as answered: the password never, only that one is saved. */
const savedCredentials = z.object({ username: z.string(), title: z.string(), has_password: z.boolean() });

/** An SMS provider of a complex as answered; the credentials also sit under the provider's key. */
export const clusterNotificationProviderRow = z.object({
  id: rowId,
  cluster_id: rowId,
  notification_provider_id: z.number().int(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  username: z.string(),
  title: z.string(),
  has_password: z.boolean(),
  goldsms: savedCredentials.optional(),
  masgsm: savedCredentials.optional(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ClusterNotificationProvider = z.infer<typeof clusterNotificationProviderRow>;

/** A payment provider of a complex as answered, with its accounts' names and provider 2's Param details. */
export const clusterPaymentProviderRow = z.object({
  id: rowId,
  cluster_id: rowId,
  payment_provider_id: z.number().int(),
  pos_account_id: rowId,
  pos_account_name: z.string(),
  bank_account_id: rowId,
  bank_account_name: z.string(),
  is_active: z.boolean(),
  is_default: z.boolean(),
  submerchant_id: z.string().nullable(),
  param: z
    .object({
      company_type_id: z.number().int(),
      mobile_phone: z.string(),
      person_name: z.string(),
      birthdate: dateText,
      tc_number: z.string(),
      iban_title: z.string().nullable(),
    })
    .nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ClusterPaymentProvider = z.infer<typeof clusterPaymentProviderRow>;
