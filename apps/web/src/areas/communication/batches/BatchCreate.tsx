import { genericTypes } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, Row as GridRow, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { toast } from '../../../ui/feedback';
import { batchesApi } from './api';
import { BatchFormFooter } from './BatchFormFooter';
import { BatchPreview } from './BatchPreview';
import { type BatchFormValues, batchPayloadOf, previewInputOf } from './batchModel';
import { MessageFields } from './MessageFields';
import { RecipientFields } from './RecipientFields';
import { SendTimeFields } from './SendTimeFields';
import { useBatchSubmit } from './useBatchSubmit';

const INITIAL: BatchFormValues = {
  channel_id: 1,
  template_id: null,
  body: '',
  recipients: { audience: 'all', enforcement: 'all' },
  send_mode: 'now',
};

/**
 * /communication/batch-notifications/create: channel, text (or a template's), recipients and send time on the
 * left, and beside them the server's count of who it reaches and what it costs, asked again after each change.
 * 'Gönder' or 'Zamanla' writes the batch and opens its page, where its progress is followed.
 */
export function BatchCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { clusterId } = useCluster();
  const canWrite = usePermissions().mayWrite('POST', batchesApi.createRoute);
  const [form] = Form.useForm<BatchFormValues>();
  const values = Form.useWatch((all: BatchFormValues) => all, { form, preserve: true });
  const channelId = (Form.useWatch('channel_id', form) as number | undefined) ?? INITIAL.channel_id;
  const later = Form.useWatch('send_mode', form) === 'later';
  const { saving, problems, submit } = useBatchSubmit<BatchFormValues>(form);

  const save = async () => {
    if (clusterId === null) return;
    const created = await submit((all) => batchesApi.create(clusterId, batchPayloadOf(all)));
    if (!created) return;
    toast.success(t('communication.batches.created'));
    await refreshResource(queryClient, batchesApi.resource, { clusterId });
    navigate(`${batchesApi.basePath}/${created.data.id}`);
  };

  return (
    <div data-testid="batch-create">
      <div className="table-title-bar">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('communication.batches.createTitle')}
        </Typography.Title>
        <Button onClick={() => navigate(batchesApi.basePath)}>{t('communication.batches.backToList')}</Button>
      </div>
      <Form form={form} layout="vertical" initialValues={INITIAL} disabled={!canWrite}>
        <GridRow gutter={24}>
          <Col xs={24} lg={14}>
            <Form.Item name="channel_id" label={t('communication.batches.fields.channel_id')}>
              <Radio.Group
                optionType="button"
                // Another channel has other templates: the chosen one may not be among them.
                onChange={() => form.setFieldValue('template_id', null)}
                options={genericTypes.notification_channels.map((c) => ({
                  value: c.id,
                  label: t(keyUnder('communication.templates.channels', c.id)),
                }))}
              />
            </Form.Item>
            <MessageFields channelId={channelId} />
            <RecipientFields />
            <SendTimeFields />
            <BatchFormFooter
              problems={problems}
              saving={saving}
              later={later}
              onSave={() => void save()}
              onCancel={() => navigate(batchesApi.basePath)}
            />
          </Col>
          <Col xs={24} lg={10}>
            <div style={{ position: 'sticky', top: 16 }}>
              <BatchPreview input={previewInputOf(values)} />
            </div>
          </Col>
        </GridRow>
      </Form>
    </div>
  );
}
