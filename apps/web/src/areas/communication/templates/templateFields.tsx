import { genericTypes, NOTIFICATION_CHANNEL } from '@site/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../locales/keys';
import type { Row } from '../../../ui/DataTable';
import type { ControlProps, FieldDef } from '../../../ui/ResourceForm';
import { TemplateBodyEditor } from './TemplateBodyEditor';

const channelLabel = (id: number) => `communication.templates.channels.${id}` as MessageKey;

/** The channels a template goes out on (SMS, e-mail, in-app), several at once. */
function ChannelsSelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      mode="multiple"
      disabled={disabled}
      value={Array.isArray(value) ? value : []}
      onChange={(ids) => onChange?.(ids)}
      aria-label={t('communication.templates.fields.channels')}
      options={genericTypes.notification_channels.map((c) => ({ value: c.id, label: t(channelLabel(c.id)) }))}
    />
  );
}

/** 'SMS, E-posta' of a row's channels. */
export function ChannelNames({ row }: { row: Row }) {
  const { t } = useTranslation();
  const ids = Array.isArray(row.channels) ? (row.channels as number[]) : [];
  return <>{ids.map((c) => t(channelLabel(c))).join(', ')}</>;
}

const hasEmail = (values: Record<string, unknown>) =>
  Array.isArray(values.channels) && values.channels.includes(NOTIFICATION_CHANNEL.email);

/** What both kinds of template edit: channels, the e-mail subject and the text. */
export const messageFields: FieldDef[] = [
  {
    name: 'channels',
    label: 'communication.templates.fields.channels',
    kind: 'custom',
    required: true,
    span: 24,
    render: (props) => <ChannelsSelect {...props} />,
  },
  {
    name: 'subject',
    label: 'communication.templates.fields.subject',
    kind: 'text',
    required: true,
    span: 24,
    visibleWhen: hasEmail,
  },
  {
    name: 'body',
    label: 'communication.templates.fields.body',
    kind: 'custom',
    required: true,
    span: 24,
    render: (props) => <TemplateBodyEditor {...props} />,
  },
];
