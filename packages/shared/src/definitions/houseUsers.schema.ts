import { z } from 'zod';
import { dateText, rowId, timestamp } from '../common/responses';

/** A resident's link to a house (owner, renter, guest …), with the names the lists show. */
export const houseUserRow = z.object({
  id: rowId,
  cluster_id: rowId,
  house_id: rowId,
  resident_id: rowId,
  resident_name: z.string(),
  door_number: z.string(),
  block_name: z.string().nullable(),
  /** "A Blok 12". */
  house_label: z.string(),
  house_user_type_id: z.number().int(),
  /** The type's Turkish name (types/generic house_user_types). */
  house_user_type_name: z.string(),
  /** The resident's contact details, for the complex's contact list. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notification_medium: z.string().nullable(),
  is_phone_verified: z.boolean(),
  starts_on: dateText.nullable(),
  ends_on: dateText.nullable(),
  is_staying: z.boolean(),
  is_spokesperson: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type HouseUser = z.infer<typeof houseUserRow>;
