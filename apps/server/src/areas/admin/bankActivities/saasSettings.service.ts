import type { SaasSettings, SaasSettingsInput } from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';

// The seller's settings (saas_settings, one row with id 1): the account customers pay to, the VAT rate,
// the payment term of an invoice and the overdue days after which a customer is warned.

const COLUMNS = [
  'seller_title',
  'bank_name',
  'iban',
  'tax_rate',
  'payment_due_days',
  'payment_warning_days',
  'updated_at',
] as const;

/** The settings row; made with the defaults of migration 0037 when it is missing. */
export async function readSaasSettings(db: Db): Promise<SaasSettings> {
  const row = await db.selectFrom('saas_settings').select(COLUMNS).where('id', '=', 1).executeTakeFirst();
  if (row) return row;
  await db
    .insertInto('saas_settings')
    .values({ id: 1, tax_rate: 20, payment_due_days: 15, payment_warning_days: 30, updated_at: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return db.selectFrom('saas_settings').select(COLUMNS).where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function updateSaasSettings(db: Db, input: SaasSettingsInput, actor: Actor): Promise<SaasSettings> {
  const before = await readSaasSettings(db);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('saas_settings')
      .set({ ...input, updated_at: nowIso() })
      .where('id', '=', 1)
      .execute();
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'saas_settings',
      entityId: 1,
      action: ACTION.update,
      before,
      after: input,
    });
  });
  return readSaasSettings(db);
}
