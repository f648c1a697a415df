import { z } from 'zod';
import * as messages from '../common/messages';
import { dateText, rowId, timestamp } from '../common/responses';
import { dateField, integerField, requiredString } from '../common/zodRules';

// Payloads and answers of /api-super-admin/adverts (Yönetim › Reklamlar), /api-super-admin/advert-clicks and the
// residents' app side (/adverts).

/** Whom an advert is shown to: every app user, the users of chosen customers' complexes, or of chosen complexes. */
export const ADVERT_TARGET_TYPES = ['all', 'customers', 'clusters'] as const;
export type AdvertTargetType = (typeof ADVERT_TARGET_TYPES)[number];

/** The largest advert image (bytes). */
export const ADVERT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Why an advert or its image is refused (422). */
export const adminAdvertMessages = {
  linkUrl: 'Bağlantı http:// veya https:// ile başlayan geçerli bir adres olmalıdır.',
  imageType: 'Sadece PNG, JPEG veya WEBP dosyası yükleyebilirsiniz.',
  imageSize: 'Dosya en fazla 2 MB olabilir.',
  imageMissing: 'Görsel bulunamadı; lütfen yeniden yükleyin.',
} as const;

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', as date messages name a day. */
const turkishDay = (iso: string): string => iso.split('-').reverse().join('.');

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

const idList = z.array(integerField({ min: 1 })).max(1000, { error: messages.maxValue(1000) });

/** An advert as its form sends it; `image_file` is the name `POST …/adverts/images` answered. */
export const adminAdvertSchema = z
  .object({
    title: requiredString(100),
    image_file: z.string().max(200).nullish(),
    link_url: z
      .string()
      .trim()
      .max(500, { error: messages.maxLength(500) })
      .refine((value) => value === '' || isHttpUrl(value), { error: adminAdvertMessages.linkUrl })
      .nullish(),
    target_type: z.enum(ADVERT_TARGET_TYPES),
    customer_ids: idList.nullish(),
    cluster_ids: idList.nullish(),
    starts_on: dateField(),
    ends_on: dateField().nullish(),
    is_active: z.boolean(),
  })
  .superRefine((value, ctx) => {
    // The chosen target needs its list; the other list is ignored.
    if (value.target_type === 'customers' && !value.customer_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['customer_ids'], message: messages.required });
    if (value.target_type === 'clusters' && !value.cluster_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['cluster_ids'], message: messages.required });
    if (value.ends_on && value.starts_on && value.ends_on < value.starts_on)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: messages.dateAfter(turkishDay(value.starts_on)) });
  });
export type AdminAdvertInput = z.infer<typeof adminAdvertSchema>;

/** An advert of the list and of the edit screen, with how often it was clicked (active clicks). */
export const adminAdvertRow = z.object({
  id: rowId,
  title: z.string(),
  image_file: z.string().nullable(),
  link_url: z.string().nullable(),
  target_type: z.enum(ADVERT_TARGET_TYPES),
  customer_ids: z.array(rowId),
  cluster_ids: z.array(rowId),
  /** The chosen customers' or complexes' names, comma-separated ('' for all). */
  target_names: z.string(),
  starts_on: dateText,
  ends_on: dateText.nullable(),
  is_active: z.boolean(),
  click_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminAdvert = z.infer<typeof adminAdvertRow>;

/** What an image upload answers: the stored name, to be sent as the advert's `image_file`. */
export const adminAdvertImageRow = z.object({ image_file: z.string() });

/** A click on an advert (spec §2 'Advert clicks': user, resident, click time). */
export const adminAdvertClickRow = z.object({
  id: rowId,
  advert_id: rowId,
  user_id: rowId.nullable(),
  user_name: z.string().nullable(),
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
  cluster_name: z.string().nullable(),
  is_active: z.boolean(),
  created_at: timestamp,
});
export type AdminAdvertClick = z.infer<typeof adminAdvertClickRow>;

/** A click's active flag (an inactive click is not counted). */
export const adminAdvertClickSchema = z.object({ is_active: z.boolean() });

/** An advert as the residents' app shows it. */
export const appAdvertRow = z.object({
  id: rowId,
  title: z.string(),
  /** The image's address under /api, served to the signed-in user; null without an image. */
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  starts_on: dateText,
  ends_on: dateText.nullable(),
});
export type AppAdvert = z.infer<typeof appAdvertRow>;

/** A recorded click: the resident it was counted for, if the user is one in a targeted complex. */
export const appAdvertClickRow = z.object({ id: rowId, advert_id: rowId, resident_id: rowId.nullable() });
