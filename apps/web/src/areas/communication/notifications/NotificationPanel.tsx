import { NOTIFICATION_CHANNEL, type NotificationRecord } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Form, Popconfirm, Space, Switch, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { toast } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format';
import { RecordNotFound } from '../../../ui/RecordNotFound';
import { SaveButtons } from '../../../ui/SaveButtons';
import { useFormSave } from '../../../ui/useFormSave';
import { usePanelRecord } from '../../../ui/usePanelRecord';
import { notificationsApi } from './api';
import { BatchLink, channelLabel, field, ReadTag, StatusTag } from './notificationColumns';

const none = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** What the operator reported of an SMS, with the time it was delivered and the provider's own word. */
function DeliveryReport({ record }: { record: NotificationRecord }) {
  const { t } = useTranslation();
  if (!record.delivery_status) return <>—</>;
  const label = t(keyUnder('communication.notifications.deliveryStatuses', record.delivery_status));
  const at = record.delivered_at ? ` · ${formatDateTime(record.delivered_at)}` : '';
  const word = record.delivery_report ? ` (${record.delivery_report})` : '';
  return <>{`${label}${at}${word}`}</>;
}

/** The message whole, read-only: where it went, its text and how the sending went. */
function NotificationDetails({ record }: { record: NotificationRecord }) {
  const { t } = useTranslation();
  const sms = record.channel_id === NOTIFICATION_CHANNEL.sms;
  const items: { key: string; children: ReactNode; when?: boolean }[] = [
    { key: 'status', children: <StatusTag status={record.status} /> },
    { key: 'channel_id', children: t(channelLabel(record.channel_id)) },
    { key: 'resident_name', children: none(record.resident_name) },
    { key: 'to_address', children: record.to_address },
    { key: 'house_label', children: none(record.house_label) },
    { key: 'cluster_name', children: record.cluster_name },
    { key: 'batch_id', children: record.batch_id ? <BatchLink id={record.batch_id} /> : '—' },
    { key: 'subject', children: record.subject, when: record.subject !== null },
    {
      key: 'body',
      children: (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="notification-body">
          {record.body}
        </Typography.Paragraph>
      ),
    },
    { key: 'segments', children: record.segments, when: sms },
    { key: 'provider_message_id', children: none(record.provider_message_id) },
    { key: 'delivery_status', children: <DeliveryReport record={record} /> },
    { key: 'attempts', children: record.attempts },
    { key: 'last_error', children: none(record.last_error) },
    { key: 'next_attempt_at', children: formatDateTime(record.next_attempt_at), when: record.status === 'queued' },
    { key: 'sent_at', children: none(formatDateTime(record.sent_at)) },
    { key: 'read_at', children: <ReadTag readAt={record.read_at} /> },
    { key: 'created_at', children: formatDateTime(record.created_at) },
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="notification-details"
      items={items
        .filter((item) => item.when !== false)
        .map(({ key, children }) => ({ key, label: t(field(key)), children }))}
    />
  );
}

type Props = { open: boolean; title: string; id: number | null; listPath: string; onClose: () => void };

/** The panel's body: the details, 'Aktif' and 'Okundu' for a permitted user, and 'Yeniden Gönder'. */
function NotificationPanelBody({ id, listPath, onClose }: { id: number; listPath: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const canEdit = permissions.mayWrite('PUT', '/notifications/:id');
  const canResend = permissions.mayWrite('POST', '/notifications/:id/resend');
  const [form] = Form.useForm();
  const { saving, save } = useFormSave();
  const [resending, setResending] = useState(false);
  const { loaded, notFound } = usePanelRecord(notificationsApi.record(id), listPath, onClose);

  // After a save the record loads again, and the switches show what was saved.
  useEffect(() => {
    if (loaded) form.setFieldsValue({ is_active: loaded.is_active, is_read: loaded.is_read });
  }, [loaded, form]);

  if (notFound) return <RecordNotFound />;
  if (!loaded) return null;

  const refresh = () => refreshResource(queryClient, notificationsApi.resource, { clusterId });
  const saveFlags = async (close: boolean) => {
    const saved = await save(form, (values: { is_active: boolean; is_read: boolean }) =>
      notificationsApi.update(id, values),
    );
    if (!saved) return;
    await refresh();
    if (close) onClose();
  };
  const resend = async () => {
    setResending(true);
    try {
      const { data: copy } = await notificationsApi.resend(id);
      toast.success(t('communication.notifications.resent'));
      await refresh();
      // The new copy, queued now, takes the old one's place in the panel.
      navigate(`${listPath}/${copy.id}/edit${search}`);
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <NotificationDetails record={loaded} />
      <Form
        form={form}
        name="notification"
        layout="inline"
        disabled={!canEdit}
        initialValues={{ is_active: loaded.is_active, is_read: loaded.is_read }}
        style={{ marginTop: 24, marginBottom: 16 }}
        data-testid="notification-form"
      >
        <Form.Item name="is_active" label={t('common.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="is_read" label={t('communication.notifications.read')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <Space wrap>
        {canEdit && <SaveButtons onSave={(close) => void saveFlags(close)} saving={saving} />}
        {canResend && loaded.can_resend && (
          <Popconfirm
            title={t('communication.notifications.resendConfirm')}
            okText={t('common.yes')}
            cancelText={t('common.no')}
            // A refused resend was already shown as a toast by the API client.
            onConfirm={() => resend().catch(() => undefined)}
          >
            <Button loading={resending}>{t('communication.notifications.resend')}</Button>
          </Popconfirm>
        )}
      </Space>
    </>
  );
}

/**
 * The side panel of a message (`/:id/edit` over its list), its own chunk: the list does not load the details,
 * the form and its switches until a panel first opens.
 */
export default function NotificationPanel({ open, title, id, listPath, onClose }: Props) {
  return (
    <Drawer open={open} size="large" destroyOnHidden onClose={onClose} title={title}>
      {id !== null && <NotificationPanelBody key={id} id={id} listPath={listPath} onClose={onClose} />}
    </Drawer>
  );
}
