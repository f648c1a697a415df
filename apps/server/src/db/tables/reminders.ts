import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

// Due reminders (migration 0026).

/** One complex's reminder for one reminder period of types/generic. */
export type RemindersTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  /** A reminder period of types/generic (its `days` from the last payment day). */
  reminder_period_id: number;
  /** A notification channel of types/generic: 1 SMS (the default), 2 e-mail, 3 in-app. */
  channel_id: Generated<number>;
  /** Null: system template 1 up to the last payment day, 2 after it. */
  template_id: number | null;
  /** Off until the complex turns it on. */
  is_active: Generated<Flag>;
  last_run_at: string | null;
};

/** One debt a reminder went out for (its message) or passed over (the reason); once per reminder and debt. */
export type ReminderSendsTable = {
  id: Generated<number>;
  reminder_id: number;
  debt_id: number;
  notification_id: number | null;
  skipped_reason: string | null;
  created_at: string;
};
