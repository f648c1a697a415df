import type { AnyDb } from '../schemaHelpers';

/**
 * What a closed enforcement case means for the late fees of the debts it covered (a company setting):
 * 'from_close' (default) charges them again from the month after the case closed, never for the months
 * under it; 'all_months' charges the months under it too.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('enforcement_fee_policy', 'text', (c) => c.notNull().defaultTo('from_close'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('companies').dropColumn('enforcement_fee_policy').execute();
}
