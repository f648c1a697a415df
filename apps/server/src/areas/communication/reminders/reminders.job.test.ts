import { beforeAll, describe, expect, it } from 'vitest';
import { insertDebts } from '../../../accounting/debts';
import { createBankAccount, createHousesWithOwners, incomeTypeId } from '../../../test/accountingFixtures';
import { type Json, useTwoTenantsApp } from '../../../test/apiTest';
import { testDbKinds } from '../../../test/testDb';
import { runSenderOnce } from '../notifications/sender';
import { addSmsProvider } from '../notifications/senderFixtures';
import { createSmsDouble } from '../notifications/smsDouble';
import { runRemindersOnce } from './reminders.job';
import { createClusterReminders } from './reminders.repository';

describe.each(testDbKinds)('the due reminders job on %s', (kind) => {
  const t = useTwoTenantsApp(kind, { pageUrl: '/communication/reminders' });
  const reminder: Record<number, number> = {};
  const resident: Record<string, number> = {};
  const house: Record<string, number> = {};
  let aidat: number;

  const run = (today: string) => runRemindersOnce(t.db, { today });
  const turnOn = async (periodId: number) => {
    const res = await t.call(t.worker, 'PUT', `/reminders/${reminder[periodId]}`, { is_active: true });
    expect(res.statusCode, res.body).toBe(200);
  };
  const charge = (name: string, amount: number, dueOn: string, description = 'Aidat') =>
    insertDebts(t.db, {
      clusterId: t.own.clusterId,
      kind: 'assessment',
      occurredOn: '2026-03-01',
      description,
      createdBy: null,
      debts: [
        {
          houseId: house[name],
          residentId: resident[name],
          incomeTypeId: aidat,
          kind: 'assessment',
          period: dueOn.slice(0, 7),
          amount,
          dueOn,
          description,
        },
      ],
    });
  /** The messages of the reminders, oldest first. */
  const messages = () =>
    t.db
      .selectFrom('notifications')
      .innerJoin('residents', 'residents.id', 'notifications.resident_id')
      .select(['residents.name', 'notifications.to_address', 'notifications.body', 'notifications.status'])
      .where('notifications.batch_id', 'is', null)
      .orderBy('notifications.id')
      .execute();
  const sendsOf = async (name: string) =>
    (
      await t.db
        .selectFrom('reminder_sends as s')
        .innerJoin('debts as d', 'd.id', 's.debt_id')
        .innerJoin('reminders as r', 'r.id', 's.reminder_id')
        .select(['r.reminder_period_id', 'd.due_on'])
        .where('d.resident_id', '=', resident[name])
        .orderBy('s.id')
        .execute()
    ).map((s) => `${s.reminder_period_id}:${s.due_on}`);

  beforeAll(async () => {
    const { db, own } = t;
    await createClusterReminders(db, own.clusterId);
    await addSmsProvider(db, own.clusterId);
    const bankId = await createBankAccount(db, own.clusterId);
    await db
      .updateTable('bank_accounts')
      .set({ iban: 'TR330006100519786457841326', can_collect_money: 1 })
      .where('id', '=', bankId)
      .execute();
    aidat = await incomeTypeId(db);
    const rows = await db.selectFrom('reminders').select(['id', 'reminder_period_id']).execute();
    for (const row of rows) reminder[row.reminder_period_id] = row.id;
    const houses = await createHousesWithOwners(db, own.clusterId, own.blockId, 5);
    houses.forEach((h, i) => {
      resident[`Malik ${i + 1}`] = h.ownerId;
      house[`Malik ${i + 1}`] = h.id;
    });
    await db.updateTable('residents').set({ phone: '+905320000001' }).where('cluster_id', '=', own.clusterId).execute();
    // Malik 2 has no phone; Malik 5 has left the complex.
    await db.updateTable('residents').set({ phone: null }).where('id', '=', resident['Malik 2']).execute();
    await db.updateTable('residents').set({ is_active: 0 }).where('id', '=', resident['Malik 5']).execute();
    // Malik 1 owes two dues on 10 March; Malik 2, 3 and 5 one each; Malik 4 one on 20 March.
    await charge('Malik 1', 50_000, '2026-03-10');
    await charge('Malik 1', 20_000, '2026-03-10', 'Yakıt');
    await charge('Malik 2', 50_000, '2026-03-10');
    await charge('Malik 3', 50_000, '2026-03-10');
    await charge('Malik 4', 50_000, '2026-03-20');
    await charge('Malik 5', 50_000, '2026-03-10');
    // Malik 3 has paid.
    const paid = await t.call(t.worker, 'POST', '/collections', {
      cluster_id: own.clusterId,
      bank_account_id: bankId,
      collected_on: '2026-03-02',
      house_id: house['Malik 3'],
      amount: 500,
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('sends nothing while the complex’s reminders are off', async () => {
    expect((await run('2026-03-10')).messages).toBe(0);
    expect(await messages()).toEqual([]);
  });

  it('sends the reminder 3 days before once per debt, even when run twice at once, again and on the next days', async () => {
    await turnOn(2);
    // Two servers at once: Malik 1's two dues of the day in one message; Malik 2 without a phone passed over.
    const both = await Promise.all([run('2026-03-07'), run('2026-03-07')]);
    const total = (key: 'messages' | 'reminded' | 'skipped') => both[0][key] + both[1][key];
    expect([total('messages'), total('reminded'), total('skipped')]).toEqual([1, 2, 1]);
    expect(await run('2026-03-07')).toMatchObject({ messages: 0, reminded: 0, skipped: 0 });
    expect(await run('2026-03-08')).toMatchObject({ messages: 0, reminded: 0, skipped: 0 });
    const sent = await messages();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name: 'Malik 1', to_address: '+905320000001', status: 'queued' });
    expect(sent[0].body).toBe(
      'Sayın Malik 1, A Blok 1 için 10.03.2026 son ödeme tarihli borcunuz 700,00 TL. IBAN: TR33 0006 1005 1978 6457 8413 26 - Kardelen Sitesi Yönetimi',
    );

    const shown = (await t.call(t.worker, 'GET', `/reminders/${reminder[2]}`)).json().data;
    expect(shown).toMatchObject({ sent_count: 2, skipped_count: 1, is_active: true });
    expect(shown.last_run_at).not.toBeNull();
    const byName = (name: string) => shown.recent_sends.filter((s: Json) => s.resident_name === name);
    expect(byName('Malik 1').map((s: Json) => [s.house_label, s.amount, s.due_on, s.notification_status])).toEqual([
      ['A Blok 1', 200, '2026-03-10', 'queued'],
      ['A Blok 1', 500, '2026-03-10', 'queued'],
    ]);
    expect(byName('Malik 2')).toMatchObject([
      { skipped_reason: 'Telefon numarası yok.', notification_id: null, notification_status: null },
    ]);
  });

  it('sends on the last payment day, then after it with the overdue text; never for paid debts or residents who left', async () => {
    await turnOn(3);
    await turnOn(4);
    expect(await run('2026-03-10')).toMatchObject({ messages: 1, reminded: 2, skipped: 1 });
    expect(await run('2026-03-11')).toMatchObject({ messages: 0 });
    expect(await run('2026-03-13')).toMatchObject({ messages: 1, reminded: 2, skipped: 1 });
    const sent = await messages();
    expect(sent.map((m) => m.name)).toEqual(['Malik 1', 'Malik 1', 'Malik 1']);
    expect(sent[2].body).toContain('son ödeme günü geçmiş borcunuz 700,00 TL');
    expect(await sendsOf('Malik 1')).toEqual([
      '2:2026-03-10',
      '2:2026-03-10',
      '3:2026-03-10',
      '3:2026-03-10',
      '4:2026-03-10',
      '4:2026-03-10',
    ]);
    expect(await sendsOf('Malik 3')).toEqual([]);
    expect(await sendsOf('Malik 5')).toEqual([]);
  });

  it('sends a debt entered late only its latest reminder due, and none that passed more than 3 days ago', async () => {
    // Charged on the 15th: due on the 12th (the day and 3 days after are both due now) and on 1 March.
    await charge('Malik 4', 30_000, '2026-03-12', 'Su');
    await charge('Malik 4', 30_000, '2026-03-01', 'Su');
    expect(await run('2026-03-15')).toMatchObject({ messages: 1, reminded: 1 });
    expect(await sendsOf('Malik 4')).toEqual(['4:2026-03-12']);
    // A reminder turned off sends nothing more: 3 days before the 20th, only its own day does.
    const off = await t.call(t.worker, 'PUT', `/reminders/${reminder[2]}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(await run('2026-03-17')).toMatchObject({ messages: 0 });
    expect(await run('2026-03-20')).toMatchObject({ messages: 1 });
    expect(await sendsOf('Malik 4')).toEqual(['4:2026-03-12', '3:2026-03-20']);
  });

  it('leaves the messages to the background sender, which sends them once', async () => {
    const sms = createSmsDouble();
    const deps = { smsProviderFor: () => sms.provider, mailer: null };
    await runSenderOnce(t.db, deps, { processId: 'test', limit: 100 });
    await runSenderOnce(t.db, deps, { processId: 'test', limit: 100 });
    expect(sms.sent).toHaveLength(5);
    expect((await messages()).every((m) => m.status === 'sent')).toBe(true);
    const shown = (await t.call(t.worker, 'GET', `/reminders/${reminder[3]}`)).json().data;
    expect(shown.recent_sends[0].notification_status).toBe('sent');
  });
});
