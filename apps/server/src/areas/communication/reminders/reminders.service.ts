import {
  houseLabel,
  NOTIFICATION_CHANNEL,
  type Reminder,
  type ReminderDetail,
  type ReminderInput,
  type ReminderSend,
  reminderPeriodOf,
  reminderSystemTemplateId,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { HttpError, invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { TEMPLATE_CHANNEL } from '../notifications/notificationBatches.service';
import { activeSmsProvider } from '../notifications/queue.repository';
import { NO_SMS_PROVIDER } from '../notifications/sender';
import {
  findReminder,
  type ReminderRow,
  type ReminderTemplate,
  recentSends,
  reminderRowOf,
  systemTemplate,
  templateForReminder,
  updateReminder,
} from './reminders.repository';

const ENTITY = 'reminder';
export const TEMPLATE_INACTIVE = 'Şablon pasif.';
export const DEFAULT_TEMPLATE_CHANNEL = 'Varsayılan şablon bu kanalda gönderilemez; bir şablon seçin.';
export const COMMERCIAL_TEMPLATE = 'Hatırlatmalarda ticari ileti şablonu kullanılamaz.';

/** The days from the last payment day of a reminder's period. */
export const daysOf = (periodId: number): number => reminderPeriodOf(periodId)?.days ?? 0;

export function reminderToApi(row: ReminderRow): Reminder {
  const period = reminderPeriodOf(row.reminder_period_id);
  return {
    id: row.id,
    cluster_id: row.cluster_id,
    cluster_name: row.cluster_name,
    reminder_period_id: row.reminder_period_id,
    reminder_period_name: period?.name ?? String(row.reminder_period_id),
    days: period?.days ?? 0,
    channel_id: row.channel_id,
    template_id: row.template_id,
    template_name: row.template_name,
    is_active: row.is_active === 1,
    last_run_at: row.last_run_at,
    sent_count: Number(row.sent_count ?? 0),
    skipped_count: Number(row.skipped_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type SendRow = Awaited<ReturnType<typeof recentSends>>[number];

function sendToApi(row: SendRow): ReminderSend {
  const { door_number, block_name, ...rest } = row;
  return {
    ...rest,
    house_label: row.house_id === null ? null : houseLabel(block_name, door_number),
    amount: Number(row.amount),
  };
}

/** A reminder of a complex the caller sees; any other is a 404. */
export async function visibleReminder(db: Db, auth: AuthContext, id: number): Promise<ReminderRow> {
  const row = await findReminder(db, id);
  if (!row || (!auth.isSuperadmin && !auth.grants.has(row.cluster_id))) throw notFound();
  return row;
}

/** The reminder with its latest sends. */
export async function showReminder(db: Db, auth: AuthContext, id: number): Promise<ReminderDetail> {
  const row = await visibleReminder(db, auth, id);
  return { ...reminderToApi(row), recent_sends: (await recentSends(db, id)).map(sendToApi) };
}

/**
 * What a reminder sends: its own template (one of its complex, of the complex's company, or a system one),
 * or system template 1 up to the last payment day and 2 after it. Undefined for a template it may not use.
 */
export async function reminderTemplate(
  db: Db,
  reminder: { cluster_id: number; reminder_period_id: number; template_id: number | null },
): Promise<ReminderTemplate | undefined> {
  return reminder.template_id === null
    ? systemTemplate(db, reminderSystemTemplateId(daysOf(reminder.reminder_period_id)))
    : templateForReminder(db, reminder.template_id, reminder.cluster_id);
}

/** Why a reminder could not run as it is set (a 422 on its field), or null. */
async function refusal(db: Db, next: Pick<ReminderRow, 'cluster_id' | 'reminder_period_id'> & Next) {
  const template = await reminderTemplate(db, next);
  if (!template) return invalid('template_id', 'Öğe bulunamadı.');
  if (template.is_commercial === 1) return invalid('template_id', COMMERCIAL_TEMPLATE);
  if (!(JSON.parse(template.channels) as number[]).includes(next.channel_id))
    return invalid('template_id', next.template_id === null ? DEFAULT_TEMPLATE_CHANNEL : TEMPLATE_CHANNEL);
  if (!next.is_active) return null;
  if (template.is_active !== 1 || !template.body.trim()) return invalid('template_id', TEMPLATE_INACTIVE);
  if (next.channel_id === NOTIFICATION_CHANNEL.sms && !(await activeSmsProvider(db, next.cluster_id)))
    return new HttpError(422, NO_SMS_PROVIDER, { channel_id: [NO_SMS_PROVIDER] });
  return null;
}

type Next = { is_active: boolean; channel_id: number; template_id: number | null };

/**
 * Turns a reminder on or off, or changes its channel or template. A reminder that is on must be able to send:
 * its template on its channel and active, and an SMS one needs the complex's active SMS provider.
 */
export async function changeReminder(
  db: Db,
  auth: AuthContext,
  actor: Actor,
  id: number,
  input: ReminderInput,
): Promise<ReminderDetail> {
  const row = await visibleReminder(db, auth, id);
  assertClusterAccess(auth, row.cluster_id);
  const next: Next = {
    is_active: input.is_active ?? row.is_active === 1,
    channel_id: input.channel_id ?? row.channel_id,
    template_id: input.template_id === undefined ? row.template_id : input.template_id,
  };
  // Turning a reminder off is always allowed, whatever became of its template since.
  const checked = next.is_active || input.channel_id !== undefined || input.template_id !== undefined;
  const refused = checked ? await refusal(db, { ...row, ...next }) : null;
  if (refused) throw refused;
  await db.transaction().execute(async (trx) => {
    const before = await reminderRowOf(trx, id);
    const changed = {
      is_active: next.is_active ? 1 : 0,
      channel_id: next.channel_id,
      template_id: next.template_id,
      updated_at: nowIso(),
    };
    await updateReminder(trx, id, changed);
    await logChange(trx, actor, {
      clusterId: row.cluster_id,
      entityType: ENTITY,
      entityId: id,
      action: ACTION.update,
      before,
      after: { ...before, ...changed },
    });
  });
  return showReminder(db, auth, id);
}
