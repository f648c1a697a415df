import { z } from 'zod';
import { statementColumnMappingSchema } from '../accounting/bankActivities.schema';
import { ibanField } from '../common/checkedFields';
import * as messages from '../common/messages';
import { dateText, lira, rowId, timestamp } from '../common/responses';
import { integerField, optionalString, requiredString } from '../common/zodRules';

// Payloads and answers of /api-super-admin/bank-activities (the SaaS company's own bank statement, matched to
// customers: 'Tahsilat Eşleştir') and /api-super-admin/saas-settings (the seller's bank account and terms).

/** How sure a suggestion is: the tax number or TCKN (high), the IBAN (medium), a name in the description (low). */
export const SAAS_MATCH_CONFIDENCES = ['high', 'medium', 'low'] as const;
export type SaasMatchConfidence = (typeof SAAS_MATCH_CONFIDENCES)[number];

/** Why a match or an import is refused (422). */
export const saasBankMessages = {
  alreadyMatched: 'Bu banka hareketi zaten bir tahsilatla eşleştirilmiş.',
  outgoing: 'Çıkan para hareketleri tahsilat olarak eşleştirilemez.',
  notMatched: 'Bu banka hareketi eşleştirilmemiş.',
  referenceTaken: 'Bu banka referansıyla kaydedilmiş bir tahsilat zaten var.',
} as const;

/**
 * Which column of the seller's statement holds what: the date and the amount (or debit and credit) are
 * needed; the VKN (`tax_number`, 10 digits), TCKN (`identity_number`, 11 digits; a column of either kind
 * works in either) and IBAN columns are optional: without them they are looked for in the description.
 */
export const SAAS_BANK_OPTIONAL_COLUMNS = [
  'description',
  'reference_no',
  'sender_name',
  'tax_number',
  'identity_number',
  'iban',
] as const;
export const saasBankColumnMappingSchema = statementColumnMappingSchema(SAAS_BANK_OPTIONAL_COLUMNS);
export type SaasBankColumnMapping = z.infer<typeof saasBankColumnMappingSchema>;
export type SaasBankMappingField = keyof SaasBankColumnMapping;

/** What an import answers: the columns to map first, or the counts of the lines read. */
export const saasBankImportRow = z.discriminatedUnion('needs_mapping', [
  z.object({
    needs_mapping: z.literal(true),
    headers: z.array(z.string()),
    sample: z.array(z.array(z.string())),
    /** The mapping guessed from the header names, for the user to check. */
    mapping: z.record(z.string(), z.string().nullable()),
  }),
  z.object({
    needs_mapping: z.literal(false),
    row_count: z.number().int(),
    new_count: z.number().int(),
    skipped_count: z.number().int(),
    suggested_count: z.number().int(),
  }),
]);
export type SaasBankImportResult = z.infer<typeof saasBankImportRow>;

/** A statement line as listed and shown. */
export const saasBankActivityRow = z.object({
  id: rowId,
  reference_no: z.string(),
  activity_on: dateText,
  amount: lira,
  identity_number: z.string().nullable(),
  tax_number: z.string().nullable(),
  iban: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(['open', 'matched']),
  suggested_customer_id: rowId.nullable(),
  suggested_customer_name: z.string().nullable(),
  match_confidence: z.enum(SAAS_MATCH_CONFIDENCES).nullable(),
  customer_id: rowId.nullable(),
  customer_name: z.string().nullable(),
  customer_payment_id: rowId.nullable(),
  created_at: timestamp,
});
export type SaasBankActivity = z.infer<typeof saasBankActivityRow>;

/** 'Tahsilat Eşleştir': the customer who paid (spec §5 'Bank match: customer required'). */
export const saasBankMatchSchema = z.object({
  customer_id: integerField({ min: 1 }),
  description: optionalString(1000).nullable(),
});
export type SaasBankMatchInput = z.infer<typeof saasBankMatchSchema>;

const positiveDays = integerField({ min: 1, max: 3650 });

/** The seller's settings: the account customers pay to, the VAT rate and the payment terms. */
export const saasSettingsSchema = z.object({
  seller_title: requiredString(200),
  bank_name: requiredString(100),
  iban: ibanField().refine((value) => value.startsWith('TR'), { error: messages.iban }),
  tax_rate: integerField({ min: 0, max: 100 }),
  payment_due_days: positiveDays,
  payment_warning_days: positiveDays,
});
export type SaasSettingsInput = z.infer<typeof saasSettingsSchema>;

export const saasSettingsRow = z.object({
  seller_title: z.string().nullable(),
  bank_name: z.string().nullable(),
  iban: z.string().nullable(),
  tax_rate: z.number().int(),
  payment_due_days: z.number().int(),
  payment_warning_days: z.number().int(),
  updated_at: timestamp,
});
export type SaasSettings = z.infer<typeof saasSettingsRow>;
