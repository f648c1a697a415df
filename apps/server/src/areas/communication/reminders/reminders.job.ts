import { NOTIFICATION_CHANNEL } from '@site/shared';
import { addDays, maxDate, turkishDate } from '../../../accounting/dates';
import type { Db } from '../../../db/connection';
import { nowIso, todayInTurkey } from '../../../http/clock';
import { clusterForSending, currentHouses, recipientsByIds } from '../notifications/notificationBatches.repository';
import { fillMessage, NO_EMAIL, NO_PHONE, type SendingCluster } from '../notifications/notificationBatches.service';
import { activeSmsProvider } from '../notifications/queue.repository';
import {
  activeReminders,
  clustersMissingReminders,
  createClusterReminders,
  dueDebts,
  housesByIds,
  insertNotification,
  insertSends,
  lockReminder,
  markRun,
  type ReminderTemplate,
} from './reminders.repository';
import { daysOf, reminderTemplate } from './reminders.service';

/** A day a reminder was due and did not run (the server was down) still goes within these days; older never. */
export const CATCH_UP_DAYS = 3;

type ActiveReminder = Awaited<ReturnType<typeof activeReminders>>[number];
type Window = { from: string; to: string; today: string; now: string };
export type ReminderRun = {
  /** Reminders that looked for debts. */
  ran: number;
  /** Messages queued, each for one resident's debts of one house due on one day. */
  messages: number;
  /** Debts reminded, and debts passed over (no phone or e-mail). */
  reminded: number;
  skipped: number;
  /** Reminders that could not run as they are set (template, SMS provider), and failures, with the reason. */
  notRun: { reminderId: number; reason: string }[];
};

/** Why a reminder cannot send now, or null: a template fit for its channel, and an SMS provider for SMS. */
async function blocker(db: Db, reminder: ActiveReminder, template: ReminderTemplate | undefined) {
  if (!template) return 'Şablon bulunamadı.';
  if (template.is_active !== 1 || !template.body.trim() || template.is_commercial === 1) return 'Şablon kullanılamaz.';
  if (!(JSON.parse(template.channels) as number[]).includes(reminder.channel_id)) return 'Şablon bu kanalda yok.';
  if (reminder.channel_id === NOTIFICATION_CHANNEL.sms && !(await activeSmsProvider(db, reminder.cluster_id)))
    return 'SMS sağlayıcısı yok.';
  return null;
}

type Resident = Awaited<ReturnType<typeof recipientsByIds>>[number];

/** Where the message goes on the channel, or why it cannot go. */
function addressOf(channelId: number, resident: Resident): { to: string } | { reason: string } {
  if (channelId === NOTIFICATION_CHANNEL.sms) return resident.phone ? { to: resident.phone } : { reason: NO_PHONE };
  if (channelId === NOTIFICATION_CHANNEL.email) return resident.email ? { to: resident.email } : { reason: NO_EMAIL };
  return { to: `resident:${resident.id}` };
}

/**
 * One reminder's debts due in the window, in one transaction: the debts of one resident and house due on one
 * day get one message (a month's dues are often several debts), each debt a `reminder_sends` row pointing at
 * it; a resident the channel cannot reach gets the rows with the reason and no message.
 */
async function runReminder(
  db: Db,
  reminder: ActiveReminder,
  template: ReminderTemplate,
  cluster: SendingCluster,
  window: Window,
) {
  const text = { subject: template.subject, body: template.body, commercial: false };
  return db.transaction().execute(async (trx) => {
    const counts = { messages: 0, reminded: 0, skipped: 0 };
    await lockReminder(trx, reminder.id);
    const debts = await dueDebts(trx, reminder.id, reminder.cluster_id, window.from, window.to);
    if (debts.length) {
      const residentIds = [...new Set(debts.map((d) => d.resident_id as number))];
      const residents = new Map(
        (await recipientsByIds(trx, reminder.cluster_id, residentIds)).map((row) => [row.id, row]),
      );
      const houses = await housesByIds(trx, [
        ...new Set(debts.flatMap((d) => (d.house_id === null ? [] : [d.house_id]))),
      ]);
      // A debt of the resident's own account names the house they use now.
      const homeless = [...new Set(debts.filter((d) => d.house_id === null).map((d) => d.resident_id as number))];
      const homes = await currentHouses(trx, homeless, window.today);
      const groups = new Map<string, typeof debts>();
      for (const debt of debts) {
        const key = `${debt.resident_id}:${debt.house_id}:${debt.due_on}`;
        groups.set(key, [...(groups.get(key) ?? []), debt]);
      }
      const sends: Parameters<typeof insertSends>[1] = [];
      for (const group of groups.values()) {
        const [first] = group;
        const resident = residents.get(first.resident_id as number);
        if (!resident) continue;
        const address = addressOf(reminder.channel_id, resident);
        let notificationId: number | null = null;
        if ('to' in address) {
          const house = first.house_id === null ? homes.get(resident.id) : houses.get(first.house_id);
          // The last payment day of these debts, not the complex's day this month.
          const message = fillMessage(text, reminder.channel_id, cluster, resident, house, window.today, {
            son_odeme_gunu: turkishDate(first.due_on),
          });
          notificationId = await insertNotification(trx, {
            batch_id: null,
            cluster_id: reminder.cluster_id,
            resident_id: resident.id,
            house_id: house?.house_id ?? null,
            channel_id: reminder.channel_id,
            to_address: address.to,
            ...message,
            next_attempt_at: window.now,
            created_at: window.now,
            updated_at: window.now,
          });
          counts.messages++;
        }
        for (const debt of group)
          sends.push({
            reminder_id: reminder.id,
            debt_id: debt.id,
            notification_id: notificationId,
            skipped_reason: 'reason' in address ? address.reason : null,
          });
        if ('to' in address) counts.reminded += group.length;
        else counts.skipped += group.length;
      }
      await insertSends(trx, sends, window.now);
    }
    await markRun(trx, reminder.id, window.now);
    return counts;
  });
}

/**
 * One pass of the due reminders: each active reminder of an active complex sends for the open debts of active
 * residents whose last payment day plus the period's days is today or up to `CATCH_UP_DAYS` before, once per
 * debt (the unique reminder and debt of `reminder_sends`), whoever runs it and however often. When a later
 * period of the same complex is due for a debt as well (a missed day, or a debt entered late), only the later
 * one goes. Safe on several servers at once: each reminder runs in one transaction, locked on PostgreSQL.
 */
export async function runRemindersOnce(
  db: Db,
  { today = todayInTurkey(), now = nowIso() }: { today?: string; now?: string } = {},
): Promise<ReminderRun> {
  // Complexes made without their reminders, and periods added to types/generic since.
  for (const clusterId of await clustersMissingReminders(db)) await createClusterReminders(db, clusterId);
  const reminders = await activeReminders(db);
  const run: ReminderRun = { ran: 0, messages: 0, reminded: 0, skipped: 0, notRun: [] };
  const clusters = new Map<number, SendingCluster | undefined>();
  for (const reminder of reminders) {
    const days = daysOf(reminder.reminder_period_id);
    const later = reminders
      .filter((r) => r.cluster_id === reminder.cluster_id && daysOf(r.reminder_period_id) > days)
      .map((r) => daysOf(r.reminder_period_id));
    const to = addDays(today, -days);
    let from = addDays(today, -days - CATCH_UP_DAYS);
    if (later.length) from = maxDate(from, addDays(today, 1 - Math.min(...later)));
    try {
      const template = await reminderTemplate(db, reminder);
      const reason = await blocker(db, reminder, template);
      if (reason || !template) {
        run.notRun.push({ reminderId: reminder.id, reason: reason ?? '' });
        continue;
      }
      if (!clusters.has(reminder.cluster_id))
        clusters.set(reminder.cluster_id, await clusterForSending(db, reminder.cluster_id));
      const cluster = clusters.get(reminder.cluster_id);
      if (!cluster) continue;
      const counts = await runReminder(db, reminder, template, cluster, { from, to, today, now });
      run.ran++;
      run.messages += counts.messages;
      run.reminded += counts.reminded;
      run.skipped += counts.skipped;
    } catch (error) {
      // A second server that ran the same reminder at once is refused by the unique key: nothing went twice.
      run.notRun.push({ reminderId: reminder.id, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return run;
}

type Logger = { info: (o: object, m: string) => void; error: (o: object, m: string) => void };

/** The hour in Türkiye (0–23) of an instant. */
const turkishHourOf = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', hour: 'numeric', hourCycle: 'h23' }).format(at),
  );

/** Reminders go out in the daytime in Türkiye, never at night: from 09:00 to before 20:00. */
export const SENDING_HOURS = { from: 9, to: 20 } as const;

/**
 * Runs the due reminders now and then every hour, in the daytime only (`SENDING_HOURS`); returns a stop
 * function. Safe on any number of servers (once per debt and period by the unique key).
 */
export function startReminders(db: Db, log: Logger, everyMs = 3_600_000): () => void {
  let running = false;
  const tick = async () => {
    const hour = turkishHourOf(new Date());
    if (running || hour < SENDING_HOURS.from || hour >= SENDING_HOURS.to) return;
    running = true;
    try {
      const run = await runRemindersOnce(db);
      if (run.messages || run.skipped) log.info(run, 'due reminders sent');
    } catch (error) {
      log.error({ err: error }, 'due reminders failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
