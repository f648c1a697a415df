import { messages, NOTIFICATION_CHANNEL } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { filterByLabel } from '../../../ui/filterByLabel';
import { TemplateBodyEditor } from '../templates/TemplateBodyEditor';
import { batchesApi } from './api';

const required = { required: true, whitespace: true, message: messages.required };

/**
 * What a batch says: an optional template of its channel (choosing one fills in its subject and text, which may
 * then be changed), the e-mail subject, and the text with the templates' editor (placeholders, SMS count, a
 * resident's preview).
 */
export function MessageFields({ channelId }: { channelId: number }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const form = Form.useFormInstance();
  const templates = useQuery(batchesApi.templates(clusterId, channelId));
  const rows = templates.data?.data ?? [];
  const choose = (id: number | undefined) => {
    const template = rows.find((r) => r.id === id);
    if (template) form.setFieldsValue({ subject: template.subject, body: template.body });
  };
  return (
    <>
      <Form.Item
        name="template_id"
        label={t('communication.batches.fields.template_id')}
        extra={t('communication.batches.templateHelp')}
      >
        <Select
          allowClear
          showSearch={{ filterOption: filterByLabel }}
          loading={templates.isLoading}
          placeholder={t('communication.batches.noTemplate')}
          aria-label={t('communication.batches.fields.template_id')}
          options={rows.map((r) => ({ value: r.id, label: r.name }))}
          onChange={(id: number | undefined) => choose(id)}
        />
      </Form.Item>
      {channelId === NOTIFICATION_CHANNEL.email && (
        <Form.Item name="subject" label={t('communication.batches.fields.subject')} rules={[required]}>
          <Input maxLength={200} />
        </Form.Item>
      )}
      <Form.Item name="body" label={t('communication.batches.fields.body')} rules={[required]}>
        <TemplateBodyEditor disabled={false} />
      </Form.Item>
    </>
  );
}
