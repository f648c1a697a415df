import { expect, it } from 'vitest';
import { describeMigration, expectTablesRemade } from '../../test/migrationTest';
import { down, up } from './0038_saas_bank_activities';

describeMigration('0038 saas bank activities', (current) => {
  it('creates the statement table with its reference unique, drops it and creates it again', async () => {
    const db = current();
    const now = new Date().toISOString();
    const line = {
      reference_no: 'REF-1',
      activity_on: '2026-11-02',
      amount: 150_000,
      created_at: now,
      updated_at: now,
    };
    await db.insertInto('saas_bank_activities').values(line).execute();
    const stored = await db.selectFrom('saas_bank_activities').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'open', search: '', customer_id: null, match_confidence: null });
    await expect(db.insertInto('saas_bank_activities').values(line).execute()).rejects.toThrow();
    await expectTablesRemade(db, { up, down }, ['saas_bank_activities']);
    expect(await db.selectFrom('saas_bank_activities').selectAll().execute()).toEqual([]);
  });
});
