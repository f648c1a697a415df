import { NOTIFICATION_STATUSES } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { formatDate } from '../../../ui/format';
import { ListDateRange } from '../../../ui/ListDateRange';
import { PresenceFilter } from '../../../ui/PresenceFilter';
import { notificationsApi } from './api';
import { CHANNELS_OF, channelLabel, field, type NotificationKind, statusLabel } from './notificationColumns';

/**
 * The questions asked of a list of messages: which status, which channel (SMS or e-mail) or read or not
 * (in-app), which resident, which batch, which days. All in the URL like the rest of the list.
 */
export function NotificationFilters({ kind }: { kind: NotificationKind }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const residents = useQuery({
    ...notificationsApi.residentPicker(clusterId),
    select: (page) => page.data.map((r) => ({ value: r.id, label: r.name })),
  });
  const batches = useQuery({
    ...notificationsApi.batchPicker(clusterId, CHANNELS_OF[kind]),
    select: (page) => page.data.map((b) => ({ value: b.id, label: `#${b.id} · ${formatDate(b.created_at)}` })),
  });
  return (
    <FilterBar testId="notification-filters">
      <FilterSelect
        name="status"
        label={field('status')}
        search={false}
        width={170}
        options={NOTIFICATION_STATUSES.map((s) => ({ value: s, label: t(statusLabel(s)) }))}
      />
      {kind === 'sent' ? (
        <FilterSelect
          name="channel_id"
          label={field('channel_id')}
          search={false}
          width={150}
          options={CHANNELS_OF.sent.map((id) => ({ value: id, label: t(channelLabel(id)) }))}
        />
      ) : (
        <PresenceFilter
          name="is_read"
          label={field('is_read')}
          absent="communication.notifications.unread"
          present="communication.notifications.read"
        />
      )}
      <FilterSelect name="resident_id" label={field('resident_name')} search="turkish" options={residents.data} />
      <FilterSelect name="batch_id" label={field('batch_id')} width={180} options={batches.data} />
      <ListDateRange label={t('communication.notifications.dateRange')} />
    </FilterBar>
  );
}
