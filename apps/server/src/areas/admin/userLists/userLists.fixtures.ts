import type { Db } from '../../../db/connection';
import { foldTurkish, turkishSortKey } from '../../../db/turkish';
import { createBankAccount } from '../../../test/accountingFixtures';
import { createCompanyWithCluster } from '../../../test/fixtures';

const at = (iso: string) => ({ created_at: iso, updated_at: iso });
const now = () => new Date().toISOString();

/** A long message of 130 characters, cut in the list. */
export const LONG_TEXT = `Sayın sakinimiz, ${'aidat ödemenizi hatırlatırız. '.repeat(4)}İyi günler dileriz.`.padEnd(
  130,
  '.',
);

/**
 * A residents' app user (Selin Kaya) who is a resident of two complexes (Lale: 1500 TL debt and a house; Menekşe:
 * 250 TL credit), with three notifications, two saved cards (one stored in full by mistake), two subscriptions
 * (one with three failed payments this month and one last month) and card payments; plus a stranger's data.
 */
export async function seedUserLists(db: Db) {
  const lale = await createCompanyWithCluster(db, 'Lale');
  const menekse = await createCompanyWithCluster(db, 'Menekşe');
  const user = await db
    .insertInto('users')
    .values({ ...at(now()), name: 'Selin Kaya', email: 'selin@sakin.test', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stranger = await db
    .insertInto('users')
    .values({ ...at(now()), name: 'Başka Sakin', email: 'baska@sakin.test', password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const resident = async (clusterId: number, name: string, userId: number | null, extra = {}) =>
    (
      await db
        .insertInto('residents')
        .values({
          ...at(now()),
          cluster_id: clusterId,
          name,
          name_search: foldTurkish(name),
          name_sort: turkishSortKey(name),
          user_id: userId,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const inLale = await resident(lale.clusterId, 'Selin Kaya', user.id, {
    phone: '5321112233',
    email: 'selin@sakin.test',
  });
  const inMenekse = await resident(menekse.clusterId, 'Selin Kaya Demir', user.id);
  const other = await resident(lale.clusterId, 'Başka Sakin', stranger.id);

  const house = await db
    .insertInto('houses')
    .values({ ...at(now()), cluster_id: lale.clusterId, block_id: lale.blockId, door_number: '7', search: '7' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('house_users')
    .values({
      ...at(now()),
      cluster_id: lale.clusterId,
      house_id: house.id,
      resident_id: inLale,
      house_user_type_id: 1,
    })
    .execute();

  // Balances: 1500 TL owed in Lale, 250 TL paid ahead in Menekşe, the stranger owes 99 TL.
  const entry = async (clusterId: number, residentId: number, amount: number) => {
    const tx = await db
      .insertInto('journal_transactions')
      .values({
        ...at(now()),
        cluster_id: clusterId,
        kind: 'debt',
        occurred_on: '2026-01-05',
        description: null,
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('journal_entries')
      .values({
        transaction_id: tx.id,
        cluster_id: clusterId,
        account_kind: 'resident',
        account_id: null,
        house_id: null,
        resident_id: residentId,
        debt_id: null,
        amount,
        occurred_on: '2026-01-05',
        due_on: null,
        description: null,
      })
      .execute();
  };
  await entry(lale.clusterId, inLale, 150000);
  await entry(menekse.clusterId, inMenekse, -25000);
  await entry(lale.clusterId, other, 9900);

  const batch = await db
    .insertInto('notification_batches')
    .values({ ...at(now()), cluster_id: lale.clusterId, channel_id: 1, subject: 'Ocak Aidatı', body: 'Ocak aidatı' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notify = (clusterId: number, residentId: number, body: string, created: string, extra = {}) =>
    db
      .insertInto('notifications')
      .values({
        ...at(created),
        cluster_id: clusterId,
        resident_id: residentId,
        channel_id: 1,
        to_address: '5321112233',
        body,
        next_attempt_at: created,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const n1 = await notify(lale.clusterId, inLale, LONG_TEXT, '2026-01-10T09:00:00.000Z', {
    batch_id: batch.id,
    status: 'delivered',
    read_at: '2026-01-10T10:00:00.000Z',
  });
  const n2 = await notify(menekse.clusterId, inMenekse, 'Su kesintisi', '2026-02-01T09:00:00.000Z', { status: 'sent' });
  const n3 = await notify(lale.clusterId, inLale, 'Toplantı duyurusu', '2026-01-20T09:00:00.000Z', {
    status: 'failed',
  });
  await notify(lale.clusterId, other, 'Başkasına', '2026-03-01T09:00:00.000Z');

  const pos = await createBankAccount(db, lale.clusterId, 'POS Hesabı');
  const bank = await createBankAccount(db, lale.clusterId, 'Ziraat Bankası');
  const provider = await db
    .insertInto('cluster_payment_providers')
    .values({
      ...at(now()),
      cluster_id: lale.clusterId,
      payment_provider_id: 1,
      pos_account_id: pos,
      bank_account_id: bank,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const card = async (masked: string, name: string, created: string, userId = user.id) =>
    (
      await db
        .insertInto('user_cards')
        .values({
          ...at(created),
          user_id: userId,
          cluster_payment_provider_id: provider.id,
          masked_cc_no: masked,
          name,
          expires_on: '2028-12-31',
          settle_day: 5,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const bonus = await card('5528 79** **** 9876', 'Bonus Kartım', '2026-01-01T08:00:00.000Z');
  // A provider that handed over the full number: the answer must never show it.
  const full = await card('4111 1111 1111 1111', 'Eski Kart', '2026-01-02T08:00:00.000Z');
  await card('4000 00** **** 0002', 'Başkasının', '2026-01-03T08:00:00.000Z', stranger.id);

  const subscribe = async (cardId: number, clusterId: number, houseId: number | null, created: string) =>
    (
      await db
        .insertInto('user_card_subscriptions')
        .values({
          ...at(created),
          user_id: user.id,
          user_card_id: cardId,
          cluster_id: clusterId,
          house_id: houseId,
          cluster_payment_provider_id: provider.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const subLale = await subscribe(bonus, lale.clusterId, house.id, '2026-01-05T08:00:00.000Z');
  const subMenekse = await subscribe(full, menekse.clusterId, null, '2026-01-06T08:00:00.000Z');

  const thisMonth = new Date(Date.now() - 60_000).toISOString();
  const lastMonth = new Date(Date.now() - 40 * 86400_000).toISOString();
  const pay = (cardId: number, subscriptionId: number | null, status: string, paidAt: string) =>
    db
      .insertInto('card_payments')
      .values({
        ...at(paidAt),
        cluster_id: lale.clusterId,
        cluster_payment_provider_id: provider.id,
        user_card_id: cardId,
        user_card_subscription_id: subscriptionId,
        is_subscription: subscriptionId ? 1 : 0,
        masked_cc_no: '5528 79** **** 9876',
        amount: 80000,
        status,
        paid_at: paidAt,
      })
      .execute();
  await pay(bonus, subLale, 'success', lastMonth);
  await pay(bonus, subLale, 'failed', lastMonth);
  for (let i = 0; i < 3; i++) await pay(bonus, subLale, 'failed', thisMonth);
  await pay(bonus, null, 'success', thisMonth);
  await pay(full, subMenekse, 'failed', thisMonth);

  return {
    userId: user.id,
    strangerId: stranger.id,
    lale,
    menekse,
    residents: { inLale, inMenekse, other },
    houseId: house.id,
    batchId: batch.id,
    notifications: [n1.id, n2.id, n3.id],
    cards: { bonus, full },
    subscriptions: { subLale, subMenekse },
  };
}
