import { type AnyDb, flag, realType, withId, withTimestamps } from '../schemaHelpers';

/** People, companies, complexes and their houses: what sign-in, the shell and the definitions stand on. */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('companies'))
      .addColumn('company_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('short_name', 'text')
      .addColumn('title', 'text')
      .addColumn('city_id', 'integer')
      .addColumn('district_id', 'integer')
      .addColumn('tax_office', 'text')
      .addColumn('tax_number', 'text')
      .addColumn('authorized_name', 'text')
      .addColumn('authorized_email', 'text')
      .addColumn('authorized_phone', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('address', 'text')
      .addColumn('billing_address', 'text')
      .addColumn('logo_path', 'text')
      .addColumn('report_logo_path', 'text')
      .addColumn('sms_company', 'text')
      .addColumn('sms_username', 'text')
      .addColumn('sms_password', 'text')
      .addColumn('sms_balance', 'integer')
      .addColumn('sms_checked_at', 'text')
      .addColumn('has_lawyer_services', 'integer', flag(0))
      .addColumn('has_budget_services', 'integer', flag(0))
      .addColumn('last_receipt_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('contract_renewal_on', 'text')
      .addColumn('contract_fee', 'bigint')
      .addColumn('person_risk_parameter', 'bigint')
      .addColumn('house_risk_amount', 'bigint')
      .addColumn('notification_min_balance', 'integer')
      .addColumn('fee_last_payment_day', 'integer')
      .addColumn('delay_option_days', 'integer')
      .addColumn('accounting_view_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_active', 'integer', flag(1)),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('clusters'))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('customer_name', 'text')
      .addColumn('tax_number', 'text')
      .addColumn('city_id', 'integer')
      .addColumn('district_id', 'integer')
      .addColumn('address', 'text')
      .addColumn('management_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('tech_worker_authorization', 'text', (c) => c.notNull().defaultTo('view_only'))
      .addColumn('share_meter_rounding', 'text', (c) => c.notNull().defaultTo('no_rounding'))
      .addColumn('bank_collecting_workflow_type_id', 'integer')
      .addColumn('bank_payment_workflow_type_id', 'integer')
      .addColumn('delay_calculation_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      // Late fee rate in basis points per month (500 = 5 %).
      .addColumn('late_fee_rate_bp', 'integer', (c) => c.notNull().defaultTo(500))
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('is_demo', 'integer', flag(0)),
  ).execute();
  await db.schema.createIndex('clusters_company_idx').on('clusters').column('company_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('blocks'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('blocks_cluster_idx').on('blocks').column('cluster_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('house_types'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull()),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('houses'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('block_id', 'integer', (c) => c.references('blocks.id'))
      .addColumn('house_type_id', 'integer', (c) => c.references('house_types.id'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('house'))
      .addColumn('floor', 'text')
      .addColumn('door_number', 'text', (c) => c.notNull())
      .addColumn('gross_area', realType(db))
      .addColumn('net_area', realType(db))
      .addColumn('share_meter', realType(db))
      .addColumn('garden_area', realType(db))
      .addColumn('land_share', realType(db))
      .addColumn('share_total', realType(db))
      .addColumn('geo_block', 'text')
      .addColumn('geo_plot', 'text')
      .addColumn('has_multiple_owners', 'integer', flag(0))
      .addColumn('has_periodical_assessment', 'integer', flag(1))
      .addColumn('has_crediting', 'integer', flag(1))
      .addColumn('uses_share_meter', 'integer', flag(0))
      .addColumn('is_active', 'integer', flag(1)),
  ).execute();
  await db.schema.createIndex('houses_cluster_idx').on('houses').columns(['cluster_id', 'block_id']).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('residents'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      // Turkish-folded name for search (İ→i, I→ı, lower case) and a key that sorts in Turkish order.
      .addColumn('name_search', 'text', (c) => c.notNull())
      .addColumn('name_sort', 'text', (c) => c.notNull())
      .addColumn('identity_number', 'text')
      .addColumn('father_name', 'text')
      .addColumn('citizenship', 'text')
      .addColumn('commercial_type', 'text', (c) => c.notNull().defaultTo('personal'))
      .addColumn('phone', 'text')
      .addColumn('phone2', 'text')
      .addColumn('home_phone', 'text')
      .addColumn('work_phone', 'text')
      .addColumn('email', 'text')
      .addColumn('email2', 'text')
      .addColumn('legal_address', 'text')
      .addColumn('work_address', 'text')
      .addColumn('blood_type', 'text')
      .addColumn('car_plate', 'text')
      .addColumn('notification_medium', 'text')
      .addColumn('is_phone_verified', 'integer', flag(0))
      .addColumn('is_active', 'integer', flag(1)),
  ).execute();
  await db.schema
    .createIndex('residents_cluster_sort_idx')
    .on('residents')
    .columns(['cluster_id', 'name_sort'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('house_users'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('house_id', 'integer', (c) => c.notNull().references('houses.id').onDelete('cascade'))
      .addColumn('resident_id', 'integer', (c) => c.notNull().references('residents.id').onDelete('cascade'))
      .addColumn('house_user_type_id', 'integer', (c) => c.notNull())
      .addColumn('starts_on', 'text')
      .addColumn('ends_on', 'text')
      .addColumn('is_staying', 'integer', flag(0))
      .addColumn('is_spokesperson', 'integer', flag(0)),
  ).execute();
  await db.schema.createIndex('house_users_house_idx').on('house_users').column('house_id').execute();
  await db.schema.createIndex('house_users_resident_idx').on('house_users').column('resident_id').execute();

  for (const table of ['bank_accounts', 'safes'] as const) {
    let builder = withId(db, db.schema.createTable(table))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('short_name', 'text')
      .addColumn('name', 'text', (c) => c.notNull());
    if (table === 'bank_accounts') {
      builder = builder
        .addColumn('bank_id', 'integer')
        .addColumn('institution_code', 'text')
        .addColumn('branch_code', 'text')
        .addColumn('account_number', 'text')
        .addColumn('iban', 'text')
        .addColumn('account_type_id', 'integer')
        .addColumn('client_code', 'text');
    }
    await withTimestamps(
      builder
        .addColumn('can_collect_money', 'integer', flag(1))
        .addColumn('can_receive_bills', 'integer', flag(1))
        .addColumn('can_used_for_sms', 'integer', flag(0))
        .addColumn('residents_can_see', 'integer', flag(0))
        .addColumn('is_active', 'integer', flag(1)),
    ).execute();
  }

  await withTimestamps(
    withId(db, db.schema.createTable('users'))
      .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('has_temporary_password', 'integer', flag(0))
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('last_login_at', 'text'),
  ).execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // Roles are reference data: production needs them before its first administrator exists.
  await db
    .insertInto('roles')
    .values([
      { name: 'superadministrator', display_name: 'Süper Yönetici', type: 1 },
      { name: 'company-admin', display_name: 'Şirket Yöneticisi', type: 1 },
      { name: 'manager', display_name: 'Site Yöneticisi', type: 1 },
      { name: 'accountant', display_name: 'Muhasebeci', type: 1 },
      { name: 'resident', display_name: 'Sakin', type: 2 },
    ])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  // The complexes a worker may act in, with the permissions held there (a JSON array of names).
  await db.schema
    .createTable('cluster_users')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id').onDelete('cascade'))
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('cluster_users_pk', ['user_id', 'cluster_id'])
    .execute();

  await withId(db, db.schema.createTable('personal_access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('is_mobile', 'integer', flag(0))
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Failed sign-ins, so the rate limit holds across any number of API processes.
  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_idx')
    .on('login_attempts')
    .columns(['email', 'created_at'])
    .execute();
  await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['ip', 'created_at']).execute();

  await withId(db, db.schema.createTable('action_logs'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cluster_id', 'integer')
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('action_type_id', 'integer', (c) => c.notNull())
    .addColumn('old_values', 'text')
    .addColumn('new_values', 'text')
    .addColumn('page_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('action_logs_cluster_idx')
    .on('action_logs')
    .columns(['cluster_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'action_logs',
    'login_attempts',
    'personal_access_tokens',
    'cluster_users',
    'user_roles',
    'roles',
    'users',
    'safes',
    'bank_accounts',
    'house_users',
    'residents',
    'houses',
    'house_types',
    'blocks',
    'clusters',
    'companies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
