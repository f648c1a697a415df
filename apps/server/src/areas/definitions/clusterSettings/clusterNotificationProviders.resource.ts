import {
  clusterNotificationProviderRow,
  clusterNotificationProviderSchema,
  credentialsKeyOf,
  messages,
  refineNotificationProvider,
} from '@site/shared';
import { flagsToApi, flagsToRow, type ResourceDef } from '../../../http/defineResource';
import { invalid } from '../../../http/errors';
import { idFilters } from '../../../http/listQuery';
import { encryptSecret } from '../../../security/secrets';
import { flagFilters, sortColumns } from '../clusterResource';
import { keepSingleDefault } from './singleDefault';

const FLAGS = ['is_active', 'is_default'] as const;
const T = 'cluster_notification_providers';

type Credentials = { username?: string; password?: string | null; title?: string };

/**
 * The SMS providers of a complex (spec §3 "Cluster notification provider"). The payload carries the
 * credentials in `goldsms` (provider 1) or `masgsm` (provider 2). The password is stored for the SMS
 * adapter and never returned (`has_password` instead); an empty password on update keeps the saved one.
 */
export const clusterNotificationProvidersResource: ResourceDef = {
  name: 'cluster-notification-providers',
  writePermission: 'edit-cluster',
  table: T,
  entityType: 'notification_provider',
  schema: clusterNotificationProviderSchema,
  refine: refineNotificationProvider,
  list: {
    orderBy: sortColumns(T, ['id', 'notification_provider_id', 'username', 'title', ...FLAGS, 'created_at']),
    defaultOrder: ['id', 'asc'],
    filters: { ...idFilters(T, ['notification_provider_id']), ...flagFilters(T, FLAGS) },
    search: [],
  },
  // Every column but the password; `saved_provider_id` survives the merge with an update's payload.
  select: (db) =>
    db
      .selectFrom(T)
      .select([
        `${T}.id`,
        `${T}.cluster_id`,
        `${T}.notification_provider_id`,
        `${T}.notification_provider_id as saved_provider_id`,
        `${T}.is_active`,
        `${T}.is_default`,
        `${T}.username`,
        `${T}.title`,
        `${T}.created_at`,
        `${T}.updated_at`,
      ]),
  validate: async (_db, input) => {
    const key = credentialsKeyOf(input.notification_provider_id);
    if (!key) return;
    const credentials = input[key] as Credentials | null | undefined;
    if (credentials?.password) return;
    // The saved password is kept only by the record it was saved for, under the same provider.
    const keepsSaved =
      input.saved_provider_id !== undefined && input.saved_provider_id === input.notification_provider_id;
    if (!keepsSaved) throw invalid(`${key}.password`, messages.required);
  },
  afterWrite: keepSingleDefault(T),
  toRow: (input) => {
    const row: Record<string, unknown> = flagsToRow(input, FLAGS);
    if (input.notification_provider_id !== undefined) row.notification_provider_id = input.notification_provider_id;
    const key = credentialsKeyOf(input.notification_provider_id);
    const credentials = key ? (input[key] as Credentials | null | undefined) : null;
    if (credentials) {
      row.username = credentials.username;
      row.title = credentials.title;
      // Stored encrypted (security/secrets); the SMS adapter decrypts it to sign in to the provider.
      if (credentials.password) row.password = encryptSecret(credentials.password);
    }
    return row;
  },
  toApi: ({ saved_provider_id: _saved, ...row }) => {
    const key = credentialsKeyOf(row.notification_provider_id);
    const credentials = { username: row.username, title: row.title, has_password: true };
    return { ...row, ...flagsToApi(row, FLAGS), has_password: true, ...(key ? { [key]: credentials } : {}) };
  },
  row: clusterNotificationProviderRow,
  exportTitle: 'Bildirim Sağlayıcıları',
  exportColumns: [
    { key: 'notification_provider_id', header: 'Sağlayıcı', kind: 'number' },
    { key: 'username', header: 'Kullanıcı Adı' },
    { key: 'title', header: 'Başlık' },
    { key: 'is_active', header: 'Aktif', kind: 'boolean' },
    { key: 'is_default', header: 'Varsayılan', kind: 'boolean' },
  ],
};
