import type { Db } from '../db/connection';
import { nowIso } from '../http/clock';

/**
 * Action types of spec §3: Ekleme 1, Güncelleme 2, Silme 4; and a super administrator's signing in as a user
 * (Kullanıcı olarak giriş 8) and its end (Kullanıcı girişinden çıkış 16), logged on the user.
 */
export const ACTION = { create: 1, update: 2, delete: 4, impersonate: 8, impersonationEnd: 16 } as const;
export type ActionType = (typeof ACTION)[keyof typeof ACTION];

export type ActionLogEntry = {
  userId: number | null;
  clusterId: number | null;
  entityType: string;
  entityId: number;
  action: ActionType;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  pageUrl: string | null;
  /** The super administrator who made the change while signed in as `userId` (an impersonation token). */
  impersonatorId?: number | null;
};

// Columns that say nothing to the reader of the log, or must never be copied into it.
const HIDDEN = new Set([
  'sms_password',
  'search',
  'name_search',
  'name_sort',
  'password_hash',
  // The SMS password of a complex's notification provider.
  'password',
  'updated_at',
  'created_at',
]);

function visible(values: Record<string, unknown> | null): string | null {
  if (!values) return null;
  return JSON.stringify(Object.fromEntries(Object.entries(values).filter(([k]) => !HIDDEN.has(k))));
}

/** Writes one action-log row; call it inside the transaction of the change it records. */
export async function writeActionLog(trx: Db, entry: ActionLogEntry): Promise<void> {
  await trx
    .insertInto('action_logs')
    .values({
      user_id: entry.userId,
      cluster_id: entry.clusterId,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      action_type_id: entry.action,
      old_values: visible(entry.before),
      new_values: visible(entry.after),
      page_url: entry.pageUrl,
      impersonator_id: entry.impersonatorId ?? null,
      created_at: nowIso(),
    })
    .execute();
}
