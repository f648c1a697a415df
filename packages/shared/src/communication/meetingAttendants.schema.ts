import { z } from 'zod';
import { listMetaSchema, rowId } from '../common/responses';
import { dateField } from '../common/zodRules';

// The general meeting's attendance list (İletişim › Hazirun Cetveli): each independent section (house) with its
// current owners and land share, and a column for their signatures.

/** One house of the list: its label, its current owners' names and its land share (arsa payı). */
export const meetingAttendantRow = z.object({
  id: rowId,
  cluster_id: rowId,
  block_id: rowId.nullable(),
  block_name: z.string().nullable(),
  door_number: z.string(),
  house_label: z.string(),
  /** The current owners' names, joined with ', ' in Turkish alphabetical order. */
  owner_names: z.string(),
  owner_count: z.number().int(),
  land_share: z.number().nullable(),
});
export type MeetingAttendant = z.infer<typeof meetingAttendantRow>;

/**
 * The footer quorum is counted on: the owners (each person once, however many houses they own, as in
 * Kat Mülkiyeti Kanunu art. 31) and the sum of the land shares of the listed houses.
 */
export const meetingAttendantListMeta = listMetaSchema.extend({
  totals: z.object({ owner_count: z.number().int(), land_share: z.number() }),
});

/** The printed list names the meeting's day. */
export const meetingAttendantPrintQuery = z.object({ meeting_date: dateField() });
