import type { AnyDb } from '../schemaHelpers';

// Frozen copies of the catalogue as it stood when this migration was written (packages/shared
// myCompany/permissions.ts may change later; a migration must not).
const FORMER_PERMISSIONS = ['edit-resident', 'edit-expense-type', 'edit-cluster-provider'];
const CLUSTER_PERMISSIONS = [
  'edit-cluster',
  'edit-definitions',
  'edit-expense-type',
  'edit-cluster-provider',
  'edit-resident',
  'edit-house',
  'edit-assessment',
  'edit-collection',
  'match-bank-activity',
  'edit-expense',
  'edit-enforcement',
  'send-notification',
  'handle-request',
  'edit-budget',
];
const NEW_ROLES = [
  { name: 'technical', display_name: 'Teknik Personel', type: 1 },
  { name: 'read-only', display_name: 'Salt Okunur', type: 1 },
];

/**
 * People (My company › workers): a worker's position and, for technical staff, what they may do with requests;
 * the technical and read-only roles; who impersonated whom on a token and in the action log.
 *
 * Every write now names a permission of the catalogue, where before only three did. A grant held before keeps
 * what it allowed: it gains every new permission (writes that were unguarded stay allowed) and keeps or lacks
 * the three former ones as it did.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('position_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('tech_authorization_id', 'integer').execute();
  await db.schema.createIndex('users_position_idx').on('users').column('position_id').execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();
  await db.schema.alterTable('personal_access_tokens').addColumn('impersonator_id', 'integer').execute();
  await db.schema.alterTable('action_logs').addColumn('impersonator_id', 'integer').execute();
  await db.insertInto('roles').values(NEW_ROLES).execute();

  const grants = await db.selectFrom('cluster_users').select(['user_id', 'cluster_id', 'permissions']).execute();
  for (const grant of grants) {
    const held = new Set<string>(JSON.parse(grant.permissions));
    const widened = CLUSTER_PERMISSIONS.filter((p) => held.has(p) || !FORMER_PERMISSIONS.includes(p));
    await db
      .updateTable('cluster_users')
      .set({ permissions: JSON.stringify(widened) })
      .where('user_id', '=', grant.user_id)
      .where('cluster_id', '=', grant.cluster_id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  const grants = await db.selectFrom('cluster_users').select(['user_id', 'cluster_id', 'permissions']).execute();
  for (const grant of grants) {
    const held: string[] = JSON.parse(grant.permissions);
    await db
      .updateTable('cluster_users')
      .set({ permissions: JSON.stringify(held.filter((p) => FORMER_PERMISSIONS.includes(p))) })
      .where('user_id', '=', grant.user_id)
      .where('cluster_id', '=', grant.cluster_id)
      .execute();
  }
  const roles = db
    .selectFrom('roles')
    .select('id')
    .where(
      'name',
      'in',
      NEW_ROLES.map((r) => r.name),
    );
  await db.deleteFrom('user_roles').where('role_id', 'in', roles).execute();
  await db
    .deleteFrom('roles')
    .where(
      'name',
      'in',
      NEW_ROLES.map((r) => r.name),
    )
    .execute();
  await db.schema.alterTable('action_logs').dropColumn('impersonator_id').execute();
  await db.schema.alterTable('personal_access_tokens').dropColumn('impersonator_id').execute();
  await db.schema.dropIndex('users_company_idx').execute();
  await db.schema.dropIndex('users_position_idx').execute();
  await db.schema.alterTable('users').dropColumn('tech_authorization_id').execute();
  await db.schema.alterTable('users').dropColumn('position_id').execute();
}
