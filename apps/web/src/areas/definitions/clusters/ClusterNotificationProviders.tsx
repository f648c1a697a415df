import {
  clusterNotificationProviderSchema,
  credentialPasswordField,
  credentialsKeyOf,
  NEW_NOTIFICATION_PROVIDER_ID,
  NOTIFICATION_PROVIDERS,
  notificationCredentialsSchema,
  SHOWN_NOTIFICATION_PROVIDER_ID,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Form, Row as GridRow, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { keyUnder } from '../../../locales/keys';
import { ActionButton } from '../../../ui/ActionButton';
import { zodRule } from '../../../ui/zodRule';
import { FlagTag, type ProviderRow, ProviderSection, saveProviderForm } from './ProviderSection';

const RESOURCE = 'cluster-notification-providers';
const PREFIX = 'clusterNotificationProviders';
const CREDENTIAL_KEYS: readonly string[] = NOTIFICATION_PROVIDERS.map((p) => p.key);

type FormValues = {
  notification_provider_id?: number;
  username?: string;
  password?: string;
  title?: string;
  is_active?: boolean;
  is_default?: boolean;
};

/** The add/edit form. The credentials go out in `goldsms` or `masgsm`; an empty password keeps the saved one. */
function NotificationProviderForm({
  clusterId,
  id,
  readOnly,
  onSaved,
}: {
  clusterId: number;
  id: number | null;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const record = useQuery({
    queryKey: ['record', RESOURCE, id],
    queryFn: () => api.get<{ data: ProviderRow }>(`/${RESOURCE}/${id}`),
    enabled: id !== null,
  });
  const saved = record.data?.data;
  useEffect(() => {
    if (!saved) return;
    form.setFieldsValue({
      notification_provider_id: (saved.notification_provider_id as number) ?? SHOWN_NOTIFICATION_PROVIDER_ID,
      username: saved.username as string,
      title: saved.title as string,
      password: '',
      is_active: Boolean(saved.is_active),
      is_default: Boolean(saved.is_default),
    });
  }, [saved, form]);

  const providerId = Form.useWatch('notification_provider_id', form);
  // A new record, or a record moving to the other provider, needs a password; otherwise empty keeps it.
  const passwordRequired = id === null || (saved !== undefined && providerId !== saved.notification_provider_id);
  const options = NOTIFICATION_PROVIDERS.filter((p) => p.addable || p.id === saved?.notification_provider_id).map(
    (p) => ({ value: p.id, label: t(`${PREFIX}.providers.${p.id}`) }),
  );

  const save = async () => {
    setSaving(true);
    const ok = await saveProviderForm(
      form,
      () => {
        const values = form.getFieldsValue(true) as FormValues;
        const key = credentialsKeyOf(values.notification_provider_id);
        const payload = {
          cluster_id: clusterId,
          notification_provider_id: values.notification_provider_id,
          is_active: Boolean(values.is_active),
          is_default: Boolean(values.is_default),
          ...(key
            ? { [key]: { username: values.username, password: values.password ?? '', title: values.title } }
            : {}),
        };
        return id === null
          ? api.post(`/clusters/${clusterId}/${RESOURCE}`, payload, true)
          : api.put(`/${RESOURCE}/${id}`, payload, true);
      },
      t,
      // 'goldsms.username' is the form's `username`.
      (key) => {
        const [head, ...rest] = key.split('.');
        return CREDENTIAL_KEYS.includes(head) && rest.length ? rest : [key];
      },
    );
    setSaving(false);
    if (ok) onSaved();
  };

  const shape = notificationCredentialsSchema.shape;
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={readOnly}
      name="cluster-notification-provider"
      initialValues={{ notification_provider_id: NEW_NOTIFICATION_PROVIDER_ID, is_active: true, is_default: false }}
    >
      <GridRow gutter={16}>
        <Col span={12}>
          <Form.Item
            name="notification_provider_id"
            label={t(`${PREFIX}.fields.notification_provider_id`)}
            required
            rules={[zodRule(clusterNotificationProviderSchema.shape.notification_provider_id)]}
          >
            <Select
              data-testid="notification-provider-select"
              aria-label={t(`${PREFIX}.fields.notification_provider_id`)}
              options={options}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="title"
            label={t(`${PREFIX}.fields.title`)}
            required
            rules={readOnly ? undefined : [zodRule(shape.title)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="username"
            label={t(`${PREFIX}.fields.username`)}
            required
            rules={readOnly ? undefined : [zodRule(shape.username)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="password"
            label={t(`${PREFIX}.fields.password`)}
            required={passwordRequired}
            extra={passwordRequired ? undefined : t(`${PREFIX}.passwordKeep`)}
            rules={readOnly ? undefined : [zodRule(passwordRequired ? credentialPasswordField() : shape.password)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="is_active" valuePropName="checked">
            <Checkbox>{t('common.active')}</Checkbox>
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="is_default" valuePropName="checked">
            <Checkbox>{t(`${PREFIX}.fields.is_default`)}</Checkbox>
          </Form.Item>
        </Col>
      </GridRow>
      {!readOnly && (
        <Space>
          <ActionButton type="primary" loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </ActionButton>
        </Space>
      )}
    </Form>
  );
}

/** 'Bildirim Sağlayıcıları' of a complex's panel: its SMS providers (GoldSMS, MasGSM). */
export function ClusterNotificationProviders({ clusterId, canWrite }: { clusterId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <ProviderSection
      clusterId={clusterId}
      resource={RESOURCE}
      prefix={PREFIX}
      canWrite={canWrite}
      columns={[
        {
          key: 'provider',
          title: t(`${PREFIX}.fields.notification_provider_id`),
          render: (_: unknown, row) => t(keyUnder(`${PREFIX}.providers`, String(row.notification_provider_id))),
        },
        { key: 'username', dataIndex: 'username', title: t(`${PREFIX}.fields.username`) },
        { key: 'title', dataIndex: 'title', title: t(`${PREFIX}.fields.title`) },
        { key: 'is_active', title: t('common.active'), render: (_: unknown, row) => <FlagTag value={row.is_active} /> },
        {
          key: 'is_default',
          title: t(`${PREFIX}.fields.is_default`),
          render: (_: unknown, row) => <FlagTag value={row.is_default} />,
        },
      ]}
      renderForm={(id, onSaved) => (
        <NotificationProviderForm clusterId={clusterId} id={id} readOnly={!canWrite} onSaved={onSaved} />
      )}
    />
  );
}
