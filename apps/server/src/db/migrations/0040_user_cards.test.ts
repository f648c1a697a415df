import { expect, it } from 'vitest';
import { createCompanyWithCluster } from '../../test/fixtures';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { foldTurkish, turkishSortKey } from '../turkish';
import * as migration from './0040_user_cards';

describeMigration('0040 user cards', (current) => {
  it('links a resident to a user, keeps a sign-in platform, and a card with its subscription goes with its user', async () => {
    const db = current();
    const { clusterId } = await createCompanyWithCluster(db, 'Kart Deneme');
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };
    const user = await db
      .insertInto('users')
      .values({ ...stamps, name: 'Kart Sahibi', email: 'kart@sahip.test', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resident = await db
      .insertInto('residents')
      .values({
        ...stamps,
        cluster_id: clusterId,
        name: 'Kart Sahibi',
        name_search: foldTurkish('Kart Sahibi'),
        name_sort: turkishSortKey('Kart Sahibi'),
        user_id: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('personal_access_tokens')
      .values({ user_id: user.id, name: 'iPhone', token_hash: 'h', is_mobile: 1, platform: 'ios', created_at: now })
      .execute();
    const card = await db
      .insertInto('user_cards')
      .values({ ...stamps, user_id: user.id, masked_cc_no: '5528 79** **** 9876' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await db
      .insertInto('user_card_subscriptions')
      .values({ ...stamps, user_id: user.id, user_card_id: card.id, cluster_id: clusterId })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await db
        .selectFrom('user_card_subscriptions')
        .select(['failed_attempts', 'is_active'])
        .where('id', '=', sub.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ failed_attempts: 0, is_active: 1 });
    expect(
      (await db.selectFrom('residents').select('user_id').where('id', '=', resident.id).executeTakeFirstOrThrow())
        .user_id,
    ).toBe(user.id);
    expect(
      (
        await db
          .selectFrom('personal_access_tokens')
          .select('platform')
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).platform,
    ).toBe('ios');
    await db.deleteFrom('personal_access_tokens').where('user_id', '=', user.id).execute();
    await db.updateTable('residents').set({ user_id: null }).where('id', '=', resident.id).execute();
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('user_cards').select('id').where('id', '=', card.id).execute()).toEqual([]);
    expect(await db.selectFrom('user_card_subscriptions').select('id').where('id', '=', sub.id).execute()).toEqual([]);
  });

  it('drops the tables and makes them again', async () => {
    await expectTablesRemade(current(), migration, ['user_cards', 'user_card_subscriptions']);
  });
});
