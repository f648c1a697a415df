import type { AnyDb } from '../schemaHelpers';

/**
 * When the user last opened the release notes ('Yenilikler', `/logs/rs-updates`): entries of CHANGELOG.md dated
 * after it are new to them (null: never opened, every entry is new).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('release_notes_seen_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('release_notes_seen_at').execute();
}
