import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './connection';
import * as m0001 from './migrations/0001_foundation';
import * as m0002 from './migrations/0002_definitions';
import * as m0003 from './migrations/0003_locations';
import * as m0004 from './migrations/0004_other_definitions';
import * as m0005 from './migrations/0005_cluster_providers';
import * as m0006 from './migrations/0006_cluster_providers_settings';
import * as m0007 from './migrations/0007_house_users_current_idx';
import * as m0008 from './migrations/0008_house_users_cluster_current_idx';
import * as m0009 from './migrations/0009_accounting';
import * as m0010 from './migrations/0010_card_payments';
import * as m0011 from './migrations/0011_expenses';
import * as m0012 from './migrations/0012_document_numbers';
import * as m0013 from './migrations/0013_search_indexes';
import * as m0014 from './migrations/0014_grace_days_inherit';
import * as m0015 from './migrations/0015_payer_balances';
import * as m0016 from './migrations/0016_enforcement_fee_policy';
import * as m0017 from './migrations/0017_account_transfers';
import * as m0018 from './migrations/0018_search_names_phones';
import * as m0019 from './migrations/0019_worker_positions';
import * as m0020 from './migrations/0020_people';
import * as m0021 from './migrations/0021_company_providers';
import * as m0022 from './migrations/0022_requests';
import * as m0023 from './migrations/0023_visitor_logs';
import * as m0024 from './migrations/0024_notification_templates';
import * as m0025 from './migrations/0025_notifications';
import * as m0026 from './migrations/0026_reminders';
import * as m0027 from './migrations/0027_resident_consent';
import * as m0028 from './migrations/0028_request_files';
import * as m0029 from './migrations/0029_notification_deliveries';
import * as m0030 from './migrations/0030_budgets';
import * as m0031 from './migrations/0031_account_codes';
import * as m0032 from './migrations/0032_release_notes_seen';
import * as m0033 from './migrations/0033_report_comments';
import * as m0034 from './migrations/0034_journal_balance_index';
import * as m0035 from './migrations/0035_notification_resent_as';
import * as m0036 from './migrations/0036_crm';
import * as m0037 from './migrations/0037_customer_billing';
import * as m0038 from './migrations/0038_saas_bank_activities';
import * as m0039 from './migrations/0039_adverts';
import * as m0040 from './migrations/0040_user_cards';
import * as m0041 from './migrations/0041_data_imports';

// Migrations are listed here rather than read from disk so they work the same under tsx, tests and bundlers.
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_definitions': m0002,
  '0003_locations': m0003,
  '0004_other_definitions': m0004,
  '0005_cluster_providers': m0005,
  '0006_cluster_providers_settings': m0006,
  '0007_house_users_current_idx': m0007,
  '0008_house_users_cluster_current_idx': m0008,
  '0009_accounting': m0009,
  '0010_card_payments': m0010,
  '0011_expenses': m0011,
  '0012_document_numbers': m0012,
  '0013_search_indexes': m0013,
  '0014_grace_days_inherit': m0014,
  '0015_payer_balances': m0015,
  '0016_enforcement_fee_policy': m0016,
  '0017_account_transfers': m0017,
  '0018_search_names_phones': m0018,
  '0019_worker_positions': m0019,
  '0020_people': m0020,
  '0021_company_providers': m0021,
  '0022_requests': m0022,
  '0023_visitor_logs': m0023,
  '0024_notification_templates': m0024,
  '0025_notifications': m0025,
  '0026_reminders': m0026,
  '0027_resident_consent': m0027,
  '0028_request_files': m0028,
  '0029_notification_deliveries': m0029,
  '0030_budgets': m0030,
  '0031_account_codes': m0031,
  '0032_release_notes_seen': m0032,
  '0033_report_comments': m0033,
  '0034_journal_balance_index': m0034,
  '0035_notification_resent_as': m0035,
  '0036_crm': m0036,
  '0037_customer_billing': m0037,
  '0038_saas_bank_activities': m0038,
  '0039_adverts': m0039,
  '0040_user_cards': m0040,
  '0041_data_imports': m0041,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // Migrations written side by side may land out of order; each is independent of its neighbours.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
