import { expect, it } from 'vitest';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0039_adverts';

describeMigration('0039 adverts', (current) => {
  it('creates adverts with their targets and clicks (active by default), drops them and creates them again', async () => {
    const db = current();
    const now = new Date().toISOString();
    const advert = await db
      .insertInto('adverts')
      .values({ title: 'Kış kampanyası', starts_on: '2026-11-01', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('advert_clicks').values({ advert_id: advert.id, created_at: now }).execute();
    expect(await db.selectFrom('adverts').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      target_type: 'all',
      is_active: 1,
      image_file: null,
      ends_on: null,
    });
    expect(await db.selectFrom('advert_clicks').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      advert_id: advert.id,
      user_id: null,
      resident_id: null,
      is_active: 1,
    });
    // A click names an advert that exists.
    await expect(
      db
        .insertInto('advert_clicks')
        .values({ advert_id: advert.id + 1000, created_at: now })
        .execute(),
    ).rejects.toThrow();
    await expectTablesRemade(db, { up, down }, ['adverts', 'advert_targets', 'advert_clicks']);
    expect(await db.selectFrom('adverts').selectAll().execute()).toEqual([]);
  });
});
