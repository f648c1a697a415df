import type { NotificationBatch } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys, refreshResource } from '../../../api/queryKeys';
import type { KeyIn } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { useRecordCluster } from '../../../session/useRecordCluster';
import { ActionButton } from '../../../ui/ActionButton';
import { type ColumnDef, DataTable } from '../../../ui/DataTable';
import { DeleteButton } from '../../../ui/DeleteButton';
import { toast } from '../../../ui/feedback';
import { isNotFound, RecordNotFound } from '../../../ui/RecordNotFound';
import { batchesApi } from './api';
import { BatchDetails } from './BatchDetails';
import { BatchProgress } from './BatchProgress';
import { MessageStatusTag } from './BatchTags';
import { isDeletable, isEditable, isRunning } from './batchModel';

const field = (name: KeyIn<'communication.batches.messageFields'>) =>
  `communication.batches.messageFields.${name}` as const;

const messageColumns: ColumnDef[] = [
  { key: 'resident_name', title: field('resident_name') },
  { key: 'to_address', title: field('to_address') },
  {
    key: 'status',
    title: field('status'),
    sortKey: 'status',
    render: (row) => <MessageStatusTag status={String(row.status)} />,
  },
  { key: 'last_error', title: field('last_error') },
  { key: 'sent_at', title: field('sent_at'), sortKey: 'sent_at', render: 'datetime' },
  { key: 'delivered_at', title: field('delivered_at'), render: 'datetime' },
];

/** 'Düzenle' before it starts, 'İptal Et' (asked first) while it runs, 'Sil' while nothing of it went out. */
function BatchActions({ batch }: { batch: NotificationBatch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const canWrite = usePermissions().mayWrite('POST', batchesApi.createRoute);
  const refresh = () =>
    Promise.all([
      refreshResource(queryClient, batchesApi.resource, { clusterId }),
      refreshResource(queryClient, batchesApi.messagesResource, { clusterId }),
    ]);
  // A refused cancel or delete was already shown as a toast by the API client.
  const cancel = async () => {
    await batchesApi.cancel(batch.id);
    toast.success(t('communication.batches.cancelledToast'));
    await refresh();
  };
  const remove = async () => {
    await batchesApi.remove(batch.id);
    toast.success(t('list.deleted'));
    await refresh();
    navigate(batchesApi.basePath);
  };
  if (!canWrite) return null;
  return (
    <>
      {isEditable(batch, Date.now()) && (
        <Button type="primary" onClick={() => navigate(`${batchesApi.basePath}/${batch.id}/edit`)}>
          {t('common.edit')}
        </Button>
      )}
      {isRunning(batch) && (
        <Popconfirm
          title={t('communication.batches.cancelConfirm')}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          onConfirm={() => cancel().catch(() => undefined)}
        >
          <ActionButton danger data-testid="batch-cancel">
            {t('communication.batches.cancel')}
          </ActionButton>
        </Popconfirm>
      )}
      {isDeletable(batch) && (
        <DeleteButton
          question={t('communication.batches.deleteConfirm')}
          onConfirm={() => remove().catch(() => undefined)}
        />
      )}
    </>
  );
}

/**
 * /communication/batch-notifications/:id: the batch, its live progress (read again every 2 s while it is
 * scheduled or sending) and its messages, which are refreshed whenever the counts move.
 */
export function BatchShow({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const batch = useQuery(batchesApi.record(id));
  const data = batch.data?.data;
  // A link to another complex's batch selects that complex (spec §4).
  useRecordCluster(data?.cluster_id, batchesApi.basePath);
  const counts = data
    ? [data.status, data.queued_count, data.sent_count, data.delivered_count, data.failed_count, data.cancelled_count]
    : [];
  const signature = counts.join(':');
  useEffect(() => {
    if (signature) void queryClient.invalidateQueries({ queryKey: queryKeys.all(batchesApi.messagesResource) });
  }, [signature, queryClient]);

  return (
    <div data-testid="batch-show">
      <div className="table-title-bar">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('communication.batches.showTitle', { id })}
        </Typography.Title>
        <Space wrap>
          {data && <BatchActions batch={data} />}
          <Button onClick={() => navigate(batchesApi.basePath)}>{t('communication.batches.backToList')}</Button>
        </Space>
      </div>
      {batch.isLoading ? (
        <Spin />
      ) : !data ? (
        isNotFound(batch.error) ? (
          <RecordNotFound />
        ) : null
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <BatchProgress batch={data} />
          <BatchDetails batch={data} />
          <DataTable
            resource={batchesApi.messagesResource}
            listPath={batchesApi.messagesPath}
            clusterParam={false}
            fixedQuery={{ batch_id: id }}
            title="communication.batches.messages"
            basePath={`${batchesApi.basePath}/${id}`}
            columns={messageColumns}
            canWrite={false}
            hasShow={false}
          />
        </Space>
      )}
    </div>
  );
}
