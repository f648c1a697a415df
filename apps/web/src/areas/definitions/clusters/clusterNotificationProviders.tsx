import {
  clusterNotificationProviderSchema,
  credentialPasswordField,
  credentialsKeyOf,
  NEW_NOTIFICATION_PROVIDER_ID,
  NOTIFICATION_PROVIDERS,
  notificationCredentialsSchema,
  SHOWN_NOTIFICATION_PROVIDER_ID,
} from '@site/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { zodRule } from '../../../ui/zodRule';
import type { ProviderRow } from '../api';
import { ProviderFormFrame, type ProviderFormProps, ProviderItem, type ProviderKind } from './ProviderSection';
import { useProviderForm } from './useProviderForm';

const RESOURCE = 'cluster-notification-providers' as const;
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

const toValues = (saved: ProviderRow): FormValues => ({
  notification_provider_id: (saved.notification_provider_id as number) ?? SHOWN_NOTIFICATION_PROVIDER_ID,
  username: saved.username as string,
  title: saved.title as string,
  password: '',
  is_active: Boolean(saved.is_active),
  is_default: Boolean(saved.is_default),
});

const toPayload = (values: FormValues) => {
  const key = credentialsKeyOf(values.notification_provider_id);
  return {
    notification_provider_id: values.notification_provider_id,
    ...(key ? { [key]: { username: values.username, password: values.password ?? '', title: values.title } } : {}),
  };
};

/** 'goldsms.username' is the form's `username`. */
const credentialField = (key: string) => {
  const [head, ...rest] = key.split('.');
  return CREDENTIAL_KEYS.includes(head) && rest.length ? rest : [key];
};

/** The add/edit form. The credentials go out in `goldsms` or `masgsm`; an empty password keeps the saved one. */
function NotificationProviderForm({ clusterId, id, readOnly, onSaved, onClose }: ProviderFormProps) {
  const { t } = useTranslation();
  const { form, saved, saving, save } = useProviderForm({
    clusterId,
    resource: RESOURCE,
    id,
    toValues,
    toPayload,
    onSaved,
    onClose,
    fieldOf: credentialField,
  });

  const providerId = Form.useWatch('notification_provider_id', form);
  // A new record, or a record moving to the other provider, needs a password; otherwise empty keeps it.
  const passwordRequired = id === null || (saved !== undefined && providerId !== saved.notification_provider_id);
  const options = NOTIFICATION_PROVIDERS.filter((p) => p.addable || p.id === saved?.notification_provider_id).map(
    (p) => ({ value: p.id, label: t(`${PREFIX}.providers.${p.id}`) }),
  );

  const shape = notificationCredentialsSchema.shape;
  const label = (field: KeyIn<'clusterNotificationProviders.fields'>) => t(`${PREFIX}.fields.${field}` as const);
  const rule = (schema: Parameters<typeof zodRule>[0]) => (readOnly ? undefined : [zodRule(schema)]);
  return (
    <ProviderFormFrame
      form={form}
      name="cluster-notification-provider"
      prefix={PREFIX}
      readOnly={readOnly}
      initialValues={{ notification_provider_id: NEW_NOTIFICATION_PROVIDER_ID }}
      saving={saving}
      onSave={save}
    >
      <ProviderItem
        name="notification_provider_id"
        label={label('notification_provider_id')}
        required
        rules={[zodRule(clusterNotificationProviderSchema.shape.notification_provider_id)]}
      >
        <Select
          data-testid="notification-provider-select"
          aria-label={label('notification_provider_id')}
          options={options}
        />
      </ProviderItem>
      <ProviderItem name="title" label={label('title')} required rules={rule(shape.title)}>
        <Input />
      </ProviderItem>
      <ProviderItem name="username" label={label('username')} required rules={rule(shape.username)}>
        <Input autoComplete="off" />
      </ProviderItem>
      <ProviderItem
        name="password"
        label={label('password')}
        required={passwordRequired}
        extra={passwordRequired ? undefined : t(`${PREFIX}.passwordKeep`)}
        rules={rule(passwordRequired ? credentialPasswordField() : shape.password)}
      >
        <Input.Password autoComplete="new-password" />
      </ProviderItem>
    </ProviderFormFrame>
  );
}

/** 'Bildirim Sağlayıcıları' of a complex's panel: its SMS providers (GoldSMS, MasGSM). */
export const clusterNotificationProviders: ProviderKind = {
  resource: RESOURCE,
  prefix: PREFIX,
  providerField: 'notification_provider_id',
  columns: [
    { dataIndex: 'username', field: 'username' },
    { dataIndex: 'title', field: 'title' },
  ],
  form: NotificationProviderForm,
};
