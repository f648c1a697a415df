import { type AnyDb, flag } from '../schemaHelpers';

/**
 * A resident's consent to commercial messages (İYS, the Turkish register of commercial-message consent):
 * a commercial template reaches only residents with `commercial_consent` 1; `commercial_consent_at` is when
 * it was recorded (null without it).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('residents').addColumn('commercial_consent', 'integer', flag(0)).execute();
  await db.schema.alterTable('residents').addColumn('commercial_consent_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('residents').dropColumn('commercial_consent_at').execute();
  await db.schema.alterTable('residents').dropColumn('commercial_consent').execute();
}
