import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { MessageKey } from '../../../locales/keys';
import { usePermissions } from '../../../session/usePermissions';
import { DataTable } from '../../../ui/DataTable';
import { useListParams } from '../../../ui/useListParams';
import { notificationsApi } from './api';
import { NotificationFilters } from './NotificationFilters';
import { CHANNELS_OF, type NotificationKind, notificationColumns } from './notificationColumns';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

const SCREENS: Record<NotificationKind, { basePath: string; title: MessageKey }> = {
  sent: { basePath: '/communication/sended-notifications', title: 'menu.communication.sendedNotifications' },
  user: { basePath: '/communication/user-notifications', title: 'menu.communication.userNotifications' },
};

/** The channels asked for: the one picked in the filter bar if it belongs to the screen, else all of the screen's. */
function channelsOf(kind: NotificationKind, picked: string | undefined): number[] {
  const channels = CHANNELS_OF[kind];
  return picked && channels.includes(Number(picked)) ? [Number(picked)] : [...channels];
}

/**
 * One list for Gönderilen and Kullanıcı Bildirimleri (`/notifications` by channel), newest first, with its
 * filters and export; a row opens `/:id/edit`, the message whole in a side panel over the list.
 */
export function NotificationList({ kind }: { kind: NotificationKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { id } = useParams();
  const { params } = useListParams();
  const { basePath, title } = SCREENS[kind];
  const canEdit = usePermissions().mayWrite('PUT', '/notifications/:id');
  const open = id !== undefined;
  // The panel's chunk loads when a panel first opens; it then stays mounted so that it closes as it opened.
  const [panelUsed, setPanelUsed] = useState(open);
  if (open && !panelUsed) setPanelUsed(true);
  const close = () => navigate(`${basePath}${search}`);
  return (
    <>
      <DataTable
        resource={notificationsApi.resource}
        listPath={notificationsApi.listPath}
        title={title}
        basePath={basePath}
        // Messages are written by sends, never by hand: no 'Ekle', no 'Sil'; the panel changes what may change.
        canWrite={false}
        rowPath={(row) => `${basePath}/${row.id}/edit${search}`}
        fixedQuery={{ channel_id: channelsOf(kind, params.filters.channel_id) }}
        columns={notificationColumns(kind)}
        filters={<NotificationFilters kind={kind} />}
      />
      {panelUsed && (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            title={`${t(title)} · ${t(canEdit ? 'common.edit' : 'common.show')}`}
            id={open ? Number(id) : null}
            listPath={basePath}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
