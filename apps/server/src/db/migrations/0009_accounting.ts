import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';

/**
 * The accounting core (DESIGN.md §6): the double-entry journal, the documents that write it (assessments
 * with their debts, collections with their allocations, other incomes, late fees), periodical assessments,
 * enforcement cases and imported bank statements. Money is integer kuruş everywhere.
 */
export async function up(db: AnyDb): Promise<void> {
  // Late-fee and allocation settings of a complex (the rate and monthly/daily choice exist since 0001).
  await db.schema
    .alterTable('clusters')
    .addColumn('late_fee_grace_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('clusters').addColumn('due_day', 'integer').execute();
  await db.schema
    .alterTable('clusters')
    .addColumn('allocation_order', 'text', (c) => c.notNull().defaultTo('oldest_due'))
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('journal_transactions'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      // assessment, collection, late_fee, transfer_due, other_income …
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('occurred_on', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();

  await withId(db, db.schema.createTable('journal_entries'))
    .addColumn('transaction_id', 'integer', (c) =>
      c.notNull().references('journal_transactions.id').onDelete('cascade'),
    )
    .addColumn('cluster_id', 'integer', (c) => c.notNull())
    // house, resident, bank_account, safe, provider, income_type, expense_type, other_income, opening …
    .addColumn('account_kind', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer')
    // Receivable entries carry the house and the debtor, so house and resident balances are both sums.
    .addColumn('house_id', 'integer')
    .addColumn('resident_id', 'integer')
    .addColumn('debt_id', 'integer')
    // Debit +, credit −.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('occurred_on', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text')
    .addColumn('description', 'text')
    .execute();
  await db.schema
    .createIndex('journal_entries_account_idx')
    .on('journal_entries')
    .columns(['cluster_id', 'account_kind', 'account_id', 'occurred_on'])
    .execute();
  await db.schema.createIndex('journal_entries_house_idx').on('journal_entries').column('house_id').execute();
  await db.schema.createIndex('journal_entries_resident_idx').on('journal_entries').column('resident_id').execute();
  await db.schema
    .createIndex('journal_entries_transaction_idx')
    .on('journal_entries')
    .column('transaction_id')
    .execute();

  // The recurring dues of a complex; each period becomes one assessment.
  await withTimestamps(
    withId(db, db.schema.createTable('periodical_assessments'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('income_type_id', 'integer', (c) => c.notNull().references('income_types.id'))
      .addColumn('split_method', 'text', (c) => c.notNull())
      .addColumn('debitor_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('calculation_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('block_ids', 'text')
      .addColumn('include_empty', 'integer', flag(1))
      .addColumn('amount', 'bigint')
      .addColumn('type_amounts', 'text')
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text')
      .addColumn('due_day', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('budget_id', 'integer')
      .addColumn('description', 'text')
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name_sort', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('assessments'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      // general, free, house_type, parametric, transfer_due, periodical
      .addColumn('assessment_type', 'text', (c) => c.notNull())
      .addColumn('income_type_id', 'integer', (c) => c.references('income_types.id'))
      .addColumn('description', 'text')
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('split_method', 'text')
      .addColumn('parameter', 'text')
      .addColumn('debitor_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('calculation_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('block_ids', 'text')
      .addColumn('include_empty', 'integer', flag(1))
      .addColumn('amount_type_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('amount', 'bigint')
      .addColumn('house_amounts', 'text')
      .addColumn('type_amounts', 'text')
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('months', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('line_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('periodical_assessment_id', 'integer', (c) =>
        c.references('periodical_assessments.id').onDelete('set null'),
      )
      .addColumn('period', 'text')
      .addColumn('transaction_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  // A period of a periodical assessment is charged once, however many servers run the scheduler.
  await db.schema
    .createIndex('assessments_periodical_period_uq')
    .on('assessments')
    .columns(['periodical_assessment_id', 'period'])
    .unique()
    .execute();
  await db.schema.createIndex('assessments_cluster_idx').on('assessments').columns(['cluster_id', 'id']).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('debts'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('assessment_id', 'integer', (c) => c.references('assessments.id').onDelete('cascade'))
      .addColumn('house_id', 'integer', (c) => c.references('houses.id'))
      .addColumn('resident_id', 'integer', (c) => c.references('residents.id'))
      .addColumn('income_type_id', 'integer', (c) => c.references('income_types.id'))
      // assessment, late_fee, transfer_due
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period', 'text')
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('due_on', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      // A late fee: the debt it is charged on, the month it covers and how it was computed.
      .addColumn('parent_debt_id', 'integer', (c) => c.references('debts.id').onDelete('cascade'))
      .addColumn('fee_period', 'text')
      .addColumn('computation', 'text')
      .addColumn('transaction_id', 'integer'),
  ).execute();
  await db.schema.createIndex('debts_house_idx').on('debts').columns(['house_id', 'due_on']).execute();
  await db.schema.createIndex('debts_resident_idx').on('debts').columns(['resident_id', 'due_on']).execute();
  await db.schema.createIndex('debts_assessment_idx').on('debts').column('assessment_id').execute();
  await db.schema.createIndex('debts_cluster_idx').on('debts').columns(['cluster_id', 'due_on']).execute();
  // One fee per debt and month, so a late-fee run repeated never charges twice.
  await db.schema
    .createIndex('debts_fee_period_uq')
    .on('debts')
    .columns(['parent_debt_id', 'fee_period'])
    .unique()
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('collections'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('house_id', 'integer', (c) => c.references('houses.id'))
      .addColumn('resident_id', 'integer', (c) => c.references('residents.id'))
      .addColumn('bank_account_id', 'integer', (c) => c.references('bank_accounts.id'))
      .addColumn('safe_id', 'integer', (c) => c.references('safes.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('collected_on', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('receipt_no', 'integer')
      .addColumn('bank_activity_id', 'integer')
      // An opening credit (devir alacak) of a transfer-due assessment goes with it.
      .addColumn('assessment_id', 'integer', (c) => c.references('assessments.id').onDelete('cascade'))
      .addColumn('transaction_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('collections_house_idx').on('collections').column('house_id').execute();
  await db.schema.createIndex('collections_resident_idx').on('collections').column('resident_id').execute();
  await db.schema
    .createIndex('collections_cluster_idx')
    .on('collections')
    .columns(['cluster_id', 'collected_on'])
    .execute();

  await withId(db, db.schema.createTable('allocations'))
    .addColumn('cluster_id', 'integer', (c) => c.notNull())
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('allocations_debt_idx').on('allocations').column('debt_id').execute();
  await db.schema.createIndex('allocations_collection_idx').on('allocations').column('collection_id').execute();

  // Incomes that are not dues (parking rent, ads …), into a bank account or a safe.
  await withTimestamps(
    withId(db, db.schema.createTable('other_income_records'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('other_income_id', 'integer', (c) => c.notNull().references('other_incomes.id'))
      .addColumn('house_id', 'integer', (c) => c.references('houses.id'))
      .addColumn('resident_id', 'integer', (c) => c.references('residents.id'))
      .addColumn('bank_account_id', 'integer', (c) => c.references('bank_accounts.id'))
      .addColumn('safe_id', 'integer', (c) => c.references('safes.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('collected_on', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('transaction_id', 'integer'),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('enforcements'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('resident_id', 'integer', (c) => c.notNull().references('residents.id'))
      .addColumn('lawyer_id', 'integer', (c) => c.references('cluster_providers.id'))
      .addColumn('file_no', 'text')
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('left_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('issued_on', 'text', (c) => c.notNull())
      .addColumn('closed_on', 'text')
      .addColumn('is_closed', 'integer', flag(0))
      .addColumn('description', 'text')
      .addColumn('search', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('enforcements_resident_idx').on('enforcements').column('resident_id').execute();

  // Imported bank statements: each line is open until matched into a collection.
  await withId(db, db.schema.createTable('bank_statement_imports'))
    .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
    .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('closing_balance', 'bigint')
    .addColumn('statement_on', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('bank_activities'))
      .addColumn('cluster_id', 'integer', (c) => c.notNull().references('clusters.id'))
      .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
      .addColumn('import_id', 'integer', (c) => c.references('bank_statement_imports.id').onDelete('set null'))
      .addColumn('reference_no', 'text', (c) => c.notNull())
      .addColumn('activity_on', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint')
      .addColumn('identity_number', 'text')
      .addColumn('tax_number', 'text')
      .addColumn('iban', 'text')
      .addColumn('sender_name', 'text')
      .addColumn('description', 'text')
      .addColumn('is_closed', 'integer', flag(0))
      .addColumn('collection_id', 'integer', (c) => c.references('collections.id').onDelete('set null'))
      .addColumn('suggested_house_id', 'integer', (c) => c.references('houses.id').onDelete('set null'))
      .addColumn('suggested_resident_id', 'integer', (c) => c.references('residents.id').onDelete('set null'))
      .addColumn('confidence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('suggestion_reason', 'text')
      .addColumn('search', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  // A line imported twice (the same statement uploaded again) is the same line.
  await db.schema
    .createIndex('bank_activities_reference_uq')
    .on('bank_activities')
    .columns(['bank_account_id', 'reference_no'])
    .unique()
    .execute();
  await db.schema
    .createIndex('bank_activities_cluster_idx')
    .on('bank_activities')
    .columns(['cluster_id', 'is_closed', 'activity_on'])
    .execute();

  // Scheduled work done per complex and period (periodical dues, late fees), so a restart does not redo it.
  await withId(db, db.schema.createTable('scheduled_runs'))
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('cluster_id', 'integer', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scheduled_runs_uq')
    .on('scheduled_runs')
    .columns(['job', 'cluster_id', 'period'])
    .unique()
    .execute();

  // The column layout of each bank account's statements, asked once and remembered.
  await db.schema
    .createTable('bank_column_mappings')
    .addColumn('bank_account_id', 'integer', (c) => c.primaryKey().references('bank_accounts.id').onDelete('cascade'))
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'scheduled_runs',
    'bank_column_mappings',
    'bank_activities',
    'bank_statement_imports',
    'enforcements',
    'other_income_records',
    'allocations',
    'collections',
    'debts',
    'assessments',
    'periodical_assessments',
    'journal_entries',
    'journal_transactions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['allocation_order', 'due_day', 'late_fee_grace_days']) {
    await db.schema.alterTable('clusters').dropColumn(column).execute();
  }
}
