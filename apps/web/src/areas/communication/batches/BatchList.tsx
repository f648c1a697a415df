import { genericTypes, type NotificationBatch } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import { type KeyIn, keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { ActionButton } from '../../../ui/ActionButton';
import { type ColumnDef, DataTable, type Row } from '../../../ui/DataTable';
import { DeleteButton } from '../../../ui/DeleteButton';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { toast } from '../../../ui/feedback';
import { ListDateRange } from '../../../ui/ListDateRange';
import { batchesApi } from './api';
import { BatchStatusTag } from './BatchTags';
import { BATCH_STATUSES, cutText, isDeletable, isEditable } from './batchModel';

const field = (name: KeyIn<'communication.batches.fields'>) => `communication.batches.fields.${name}` as const;
const asBatch = (row: Row) => row as unknown as NotificationBatch;

const columns: ColumnDef[] = [
  {
    key: 'body',
    title: field('text'),
    // An e-mail is known by its subject; an SMS or in-app message by the start of its text.
    render: (row) => cutText(asBatch(row).subject || asBatch(row).body),
  },
  {
    key: 'channel_id',
    title: field('channel_id'),
    sortKey: 'channel_id',
    enumPrefix: 'communication.templates.channels',
  },
  { key: 'template_name', title: field('template_id') },
  {
    key: 'status',
    title: field('status'),
    sortKey: 'status',
    render: (row) => <BatchStatusTag status={asBatch(row).status} />,
  },
  { key: 'scheduled_at', title: field('scheduled_at'), sortKey: 'scheduled_at', render: 'datetime' },
  { key: 'total_count', title: field('total_count'), sortKey: 'total_count', align: 'right' },
  { key: 'sent_count', title: field('sent_count'), align: 'right' },
  { key: 'delivered_count', title: field('delivered_count'), align: 'right' },
  { key: 'failed_count', title: field('failed_count'), align: 'right' },
  { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'datetime' },
];

/** Status, channel and the day it was created. */
function BatchFilters() {
  const { t } = useTranslation();
  return (
    <FilterBar testId="batch-filters">
      <FilterSelect
        name="status"
        label={field('status')}
        search={false}
        options={BATCH_STATUSES.map((s) => ({ value: s, label: t(keyUnder('communication.batches.statuses', s)) }))}
      />
      <FilterSelect
        name="channel_id"
        label={field('channel_id')}
        search={false}
        options={genericTypes.notification_channels.map((c) => ({
          value: c.id,
          label: t(keyUnder('communication.templates.channels', c.id)),
        }))}
      />
      <ListDateRange label={t('communication.batches.dateRange')} />
    </FilterBar>
  );
}

/** 'Düzenle' while it has not started, 'Sil' while nothing of it went out. */
function RowActions({ row }: { row: NotificationBatch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const remove = async () => {
    await batchesApi.remove(row.id);
    toast.success(t('list.deleted'));
    await refreshResource(queryClient, batchesApi.resource, { clusterId });
  };
  return (
    <>
      {isEditable(row, Date.now()) && (
        <Button size="small" type="link" onClick={() => navigate(`${batchesApi.basePath}/${row.id}/edit`)}>
          {t('common.edit')}
        </Button>
      )}
      {isDeletable(row) && (
        // A refused delete was already shown as a toast by the API client.
        <DeleteButton
          question={t('communication.batches.deleteConfirm')}
          onConfirm={() => remove().catch(() => undefined)}
        />
      )}
    </>
  );
}

/** /communication/batch-notifications: the complex's batches with their progress, newest first. */
export function BatchList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = usePermissions().mayWrite('POST', batchesApi.createRoute);
  return (
    <DataTable
      resource={batchesApi.resource}
      listPath={batchesApi.listPath}
      title="menu.communication.batchNotifications"
      basePath={batchesApi.basePath}
      columns={columns}
      // Its own buttons: 'Yeni Toplu Bildirim', and edit or delete only where the batch's state allows them.
      canWrite={false}
      // A batch's page lists its messages, whose list state is its own: the batch list's filters stay behind.
      rowPath={(row) => `${batchesApi.basePath}/${row.id}`}
      filters={<BatchFilters />}
      rowActions={canWrite ? (row) => <RowActions row={asBatch(row)} /> : undefined}
      toolbar={
        canWrite && (
          <ActionButton type="primary" onClick={() => navigate(`${batchesApi.basePath}/create`)}>
            {t('communication.batches.newBatch')}
          </ActionButton>
        )
      }
    />
  );
}
