import { sql } from 'kysely';
import { type AnyDb, isPostgres } from '../schemaHelpers';

/**
 * The folded search text of residents and houses gets an index that serves `search like '%word%'`: a
 * trigram GIN index on PostgreSQL (pg_trgm; left out where the server cannot install the extension, and
 * the search still works, scanning), and an FTS5 trigram table on SQLite, kept in step by triggers, that
 * the list query asks for the matching ids (`searchIndex` of a list spec).
 */
const TABLES = ['residents', 'houses'] as const;

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`do $$ begin
        create extension if not exists pg_trgm;
      exception when others then
        raise notice 'pg_trgm is not available: searches scan';
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`do $$ begin
          if exists (select 1 from pg_extension where extname = 'pg_trgm') then
            execute ${sql.lit(`create index ${table}_search_trgm on ${table} using gin (search gin_trgm_ops)`)};
          end if;
        end $$`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    const fts = sql.table(`${table}_search`);
    const base = sql.table(table);
    await sql`create virtual table ${fts} using fts5(search, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_ai`)} after insert on ${base} begin
        insert into ${fts}(rowid, search) values (new.id, new.search);
      end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_ad`)} after delete on ${base} begin
        insert into ${fts}(${fts}, rowid, search) values ('delete', old.id, old.search);
      end`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_search_au`)} after update of search on ${base} begin
        insert into ${fts}(${fts}, rowid, search) values ('delete', old.id, old.search);
        insert into ${fts}(rowid, search) values (new.id, new.search);
      end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    if (isPostgres(db)) {
      await sql`drop index if exists ${sql.raw(`${table}_search_trgm`)}`.execute(db);
      continue;
    }
    for (const suffix of ['ai', 'ad', 'au'])
      await sql`drop trigger if exists ${sql.raw(`${table}_search_${suffix}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(`${table}_search`)}`.execute(db);
  }
}
