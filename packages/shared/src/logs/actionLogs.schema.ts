import { z } from 'zod';
import { rowId, timestamp } from '../common/responses';

/** A record's fields as the log kept them (hidden columns left out), by column name. */
const loggedValues = z.record(z.string(), z.unknown()).nullable();

/** One entry of the action log: who created, changed or deleted which record, and its fields before and after. */
export const actionLogRow = z.object({
  id: rowId,
  user_id: rowId.nullable(),
  user_name: z.string().nullable(),
  cluster_id: rowId.nullable(),
  cluster_name: z.string().nullable(),
  entity_type: z.string(),
  entity_id: rowId,
  /** Ekleme 1, Güncelleme 2, Silme 4, Kullanıcı olarak giriş 8 and its end 16 (generic types' action_types). */
  action_type_id: z.number().int(),
  old_values: loggedValues,
  new_values: loggedValues,
  page_url: z.string().nullable(),
  /** A super administrator who made the change while signed in as the user (impersonation). */
  impersonator_id: rowId.nullable(),
  impersonator_name: z.string().nullable(),
  created_at: timestamp,
});
export type ActionLog = z.infer<typeof actionLogRow>;
