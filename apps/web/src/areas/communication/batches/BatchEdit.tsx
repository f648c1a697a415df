import type { NotificationBatch } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { useRecordCluster } from '../../../session/useRecordCluster';
import { toast } from '../../../ui/feedback';
import { isNotFound, RecordNotFound } from '../../../ui/RecordNotFound';
import { batchesApi } from './api';
import { BatchFormFooter } from './BatchFormFooter';
import { type BatchFormValues, batchPayloadOf, isEditable } from './batchModel';
import { MessageFields } from './MessageFields';
import { SendTimeFields } from './SendTimeFields';
import { useBatchSubmit } from './useBatchSubmit';

/** The text, template and time of a batch that has not started; its channel and recipients stay. */
function BatchEditForm({ batch }: { batch: NotificationBatch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const canWrite = usePermissions().mayWrite('PUT', '/notification-batches/:id');
  const [form] = Form.useForm<BatchFormValues>();
  const later = Form.useWatch('send_mode', form) === 'later';
  const { saving, problems, submit } = useBatchSubmit<BatchFormValues>(form);
  const showPath = `${batchesApi.basePath}/${batch.id}`;
  const save = async () => {
    const saved = await submit((values) => {
      const { template_id, subject, body, scheduled_at } = batchPayloadOf({ ...values, channel_id: batch.channel_id });
      return batchesApi.update(batch.id, { template_id, subject, body, scheduled_at });
    });
    if (!saved) return;
    toast.success(t('common.saved'));
    await Promise.all([
      refreshResource(queryClient, batchesApi.resource, { clusterId }),
      refreshResource(queryClient, batchesApi.messagesResource, { clusterId }),
    ]);
    navigate(showPath);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!canWrite}
      style={{ maxWidth: 820 }}
      initialValues={{
        channel_id: batch.channel_id,
        template_id: batch.template_id,
        subject: batch.subject,
        body: batch.body,
        send_mode: 'later',
        scheduled_at: batch.scheduled_at,
      }}
    >
      <Typography.Paragraph type="secondary">
        {t(keyUnder('communication.templates.channels', batch.channel_id))} · {t('communication.batches.editHelp')}
      </Typography.Paragraph>
      <MessageFields channelId={batch.channel_id} />
      <SendTimeFields />
      <BatchFormFooter
        problems={problems}
        saving={saving}
        later={later}
        onSave={() => void save()}
        onCancel={() => navigate(showPath)}
      />
    </Form>
  );
}

/**
 * /communication/batch-notifications/:id/edit: the form while the batch waits for its time; otherwise a notice
 * that it can no longer change, with a link to its page.
 */
export function BatchEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once: the form must not be refilled under the person typing.
  const batch = useQuery({ ...batchesApi.record(id), refetchInterval: false, refetchOnWindowFocus: false });
  const data = batch.data?.data;
  useRecordCluster(data?.cluster_id, batchesApi.basePath);
  // Whether it may change is judged when it loads; the server judges again when it is saved.
  const [loadedAt] = useState(() => Date.now());
  return (
    <div data-testid="batch-edit">
      <div className="table-title-bar">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('communication.batches.editTitle')}
        </Typography.Title>
        <Button onClick={() => navigate(batchesApi.basePath)}>{t('communication.batches.backToList')}</Button>
      </div>
      {batch.isLoading ? (
        <Spin />
      ) : !data ? (
        isNotFound(batch.error) ? (
          <RecordNotFound />
        ) : null
      ) : isEditable(data, loadedAt) ? (
        <Card size="small">
          <BatchEditForm key={data.id} batch={data} />
        </Card>
      ) : (
        <Alert
          type="info"
          showIcon
          data-testid="batch-not-editable"
          title={t('communication.batches.notEditable')}
          description={<Link to={`${batchesApi.basePath}/${id}`}>{t('communication.batches.toShow')}</Link>}
        />
      )}
    </div>
  );
}
