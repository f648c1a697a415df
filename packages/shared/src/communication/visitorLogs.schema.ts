import { z } from 'zod';
import { phoneField } from '../common/checkedFields';
import * as messages from '../common/messages';
import { rowId, timestamp } from '../common/responses';
import { DATE_MAX, integerField, optionalString, requiredBase, requiredString } from '../common/zodRules';

// Visitor logs of a complex (İletişim › Ziyaretçi Kayıtları): who came, to which house, with which car, in and out.

export const PLATE_INVALID = 'Geçerli bir plaka girin (ör. 34 ABC 123).';
export const LEFT_BEFORE_ENTERED = 'Giriş zamanından önce olmamalıdır.';
export const ALREADY_LEFT = 'Ziyaretçinin çıkışı zaten kaydedilmiş.';

/**
 * A Turkish plate: province 01–81, then 1 letter and 4–5 digits, 2 letters and 3–4 digits, or 3 letters and
 * 2–3 digits (Karayolları Trafik Yönetmeliği). Plates use the Latin letters without Q, W, X and Turkish ones.
 */
const PLATE = /^(0[1-9]|[1-7]\d|8[01])([A-PR-VYZ]{1,3})(\d{2,5})$/;
const DIGITS_BY_LETTERS: Record<number, [number, number]> = { 1: [4, 5], 2: [3, 4], 3: [2, 3] };

/** '34 abc-123' → '34ABC123': upper case (ı and i both read as I), without spaces, dashes or dots. */
export function normalizePlate(value: string): string {
  return value
    .replace(/[ıiİ]/g, 'I')
    .toUpperCase()
    .replace(/[\s.\-_]/g, '');
}

/** Whether a compact plate ('34ABC123') has the Turkish format. */
export function isValidPlate(compact: string): boolean {
  const match = PLATE.exec(compact);
  if (!match) return false;
  const [min, max] = DIGITS_BY_LETTERS[match[2].length];
  return match[3].length >= min && match[3].length <= max;
}

/** '34ABC123' → '34 ABC 123', as plates are read; anything else as it is. */
export function formatPlate(compact: string | null | undefined): string {
  if (!compact) return '';
  const match = PLATE.exec(compact);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : compact;
}

/** A vehicle plate typed any way ('34 abc 123'), sent and stored compact ('34ABC123'). */
export function plateField() {
  return requiredBase().overwrite(normalizePlate).refine(isValidPlate, { error: PLATE_INVALID });
}

/** A moment (ISO-8601 with a zone, e.g. from a date-time picker), stored as UTC ('2026-03-01T08:30:00.000Z'). */
export function momentField() {
  return requiredBase()
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      error: messages.date,
      abort: true,
    })
    .overwrite((value) => new Date(value).toISOString())
    .refine((value) => value.slice(0, 10) <= DATE_MAX, { error: messages.date });
}

const id = integerField({ min: 1 });
const optionalId = integerField({ min: 1 }).nullish();

export const visitorLogSchema = z.object({
  cluster_id: id,
  house_id: optionalId,
  resident_id: optionalId,
  visitor_name: requiredString(100),
  visitor_phone: phoneField().nullish(),
  vehicle_plate: plateField().nullish(),
  entered_at: momentField(),
  left_at: momentField().nullish(),
  note: optionalString(500).nullable(),
});
export type VisitorLogInput = z.infer<typeof visitorLogSchema>;

/** The rule across fields: a visitor leaves after coming in (both UTC ISO strings, so text order is time order). */
export function refineVisitorLog(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const { entered_at: entered, left_at: left } = value;
  if (typeof entered === 'string' && typeof left === 'string' && left < entered)
    ctx.addIssue({ code: 'custom', path: ['left_at'], message: LEFT_BEFORE_ENTERED });
}

/** A visitor log as lists and forms read it: with its complex, house label, resident and who wrote it. */
export const visitorLogRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  house_id: rowId.nullable(),
  house_label: z.string().nullable(),
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
  visitor_name: z.string(),
  visitor_phone: z.string().nullable(),
  vehicle_plate: z.string().nullable(),
  entered_at: timestamp,
  left_at: timestamp.nullable(),
  note: z.string().nullable(),
  created_by: rowId.nullable(),
  created_by_name: z.string().nullable(),
  is_inside: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type VisitorLog = z.infer<typeof visitorLogRow>;
