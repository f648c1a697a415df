import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeMigration } from '../../test/migrationTest';
import type { Db } from '../connection';
import type { AnyDb } from '../schemaHelpers';
import { down, up } from './0034_journal_balance_index';

/** The journal's index names, from whichever database this is. */
async function journalIndexes(db: Db): Promise<string[]> {
  try {
    const rows = await sql<{ name: string }>`select name from pragma_index_list('journal_entries')`.execute(db);
    return rows.rows.map((r) => r.name);
  } catch {
    const rows = await sql<{
      name: string;
    }>`select indexname as name from pg_indexes where tablename = 'journal_entries'`.execute(db);
    return rows.rows.map((r) => r.name);
  }
}

describeMigration('0034 journal balance index', (current) => {
  it('down drops the covering index of balances by account and the index by debt, up makes them again', async () => {
    const db = current();
    const ours = async () =>
      (await journalIndexes(db))
        .filter((n) => ['journal_entries_balance_idx', 'journal_entries_debt_idx'].includes(n))
        .sort();
    expect(await ours()).toEqual(['journal_entries_balance_idx', 'journal_entries_debt_idx']);
    await down(db as unknown as AnyDb);
    expect(await ours()).toEqual([]);
    await up(db as unknown as AnyDb);
    expect(await ours()).toEqual(['journal_entries_balance_idx', 'journal_entries_debt_idx']);
  });
});
