import { genericTypes, type NotificationTemplate } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { FieldSelect } from '../../../ui/FieldSelect';
import type { ControlProps, FieldDef } from '../../../ui/ResourceForm';
import { remindersApi } from './api';

export const field = (name: string) => keyUnder('communication.reminders.fields', name);
export const periodLabel = (id: unknown) => keyUnder('communication.reminders.periods', String(id));
export const channelLabel = (id: unknown) => keyUnder('communication.templates.channels', String(id));

const goesOn = (channelId: number) => (template: NotificationTemplate) =>
  template.is_active && template.channels.includes(channelId);

/**
 * The template a reminder sends, among those that go on its channel: the complex's and its company's, then
 * the system ones. Empty sends the default system template of its period.
 */
function TemplatePicker(props: ControlProps) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const channelId = Number(Form.useWatch('channel_id', Form.useFormInstance()) ?? 1);
  const own = useQuery(remindersApi.templates(clusterId, channelId));
  const system = useQuery(remindersApi.systemTemplates());
  const options = [
    ...(own.data?.data ?? []).map((row) => ({ value: row.id, label: row.name })),
    ...(system.data?.data ?? [])
      .filter(goesOn(channelId))
      .map((row) => ({ value: row.id, label: `${row.name} (${t('communication.reminders.systemTemplate')})` })),
  ];
  // A chosen template that no longer goes on the channel still shows its name until it is changed.
  const chosen = (own.data?.data ?? []).concat(system.data?.data ?? []).find((row) => row.id === props.value);
  if (chosen && !options.some((o) => o.value === chosen.id)) options.push({ value: chosen.id, label: chosen.name });
  return (
    <FieldSelect
      {...props}
      options={options}
      loading={own.isLoading || system.isLoading}
      label={t(field('template_id'))}
      placeholder={t('communication.reminders.defaultTemplate')}
    />
  );
}

/** A reminder's form: its period (fixed), whether it runs, its channel and its template. */
export const reminderFields: FieldDef[] = [
  {
    name: 'reminder_period_id',
    label: field('reminder_period_id'),
    kind: 'select',
    options: genericTypes.reminder_periods.map((p) => ({ value: p.id, label: periodLabel(p.id) })),
    readOnly: true,
    span: 24,
  },
  {
    name: 'is_active',
    label: field('is_active'),
    kind: 'flag',
    help: 'communication.reminders.activeHelp',
    span: 24,
  },
  {
    name: 'channel_id',
    label: field('channel_id'),
    kind: 'select',
    required: true,
    options: genericTypes.notification_channels.map((c) => ({ value: c.id, label: channelLabel(c.id) })),
  },
  {
    name: 'template_id',
    label: field('template_id'),
    kind: 'custom',
    help: 'communication.reminders.templateHelp',
    render: (props) => <TemplatePicker {...props} />,
  },
];
