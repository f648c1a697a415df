import { notificationTemplateSchema } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { activeColumn, activeDefaults, activeField } from '../../../ui/activeFlag';
import type { Row } from '../../../ui/DataTable';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { templatesApi } from './api';
import { ChannelNames, messageFields } from './templateFields';

function ClusterName({ row }: { row: Row }) {
  const { t } = useTranslation();
  return <>{row.cluster_id === null ? t('communication.templates.companyWide') : String(row.cluster_name ?? '')}</>;
}

/**
 * /communication/notification-templates: the complex's templates and its company's company-wide ones, with
 * the text editor (placeholder picker, SMS counter, live preview) in the side panel.
 */
export default function NotificationTemplatesScreen() {
  return (
    <ResourceScreen
      resource={templatesApi.resource}
      listPath={templatesApi.listPath}
      basePath="/communication/notification-templates"
      title="menu.communication.notificationTemplates"
      schema={notificationTemplateSchema}
      defaults={{ ...activeDefaults, is_commercial: false, channels: [1] }}
      // A company-wide template is shared by every complex: its company's administrators change it.
      rowCanWrite={(row) => row.cluster_id !== null}
      columns={[
        { key: 'name', title: 'communication.templates.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'description', title: 'communication.templates.fields.description' },
        {
          key: 'cluster_name',
          title: 'communication.templates.fields.cluster_name',
          render: (row) => <ClusterName row={row} />,
        },
        {
          key: 'channels',
          title: 'communication.templates.fields.channels',
          render: (row) => <ChannelNames row={row} />,
        },
        {
          key: 'is_commercial',
          title: 'communication.templates.fields.is_commercial',
          sortKey: 'is_commercial',
          render: 'flag',
          filter: 'flag',
        },
        activeColumn,
      ]}
      fields={[
        { name: 'name', label: 'communication.templates.fields.name', kind: 'text', required: true, span: 24 },
        { name: 'description', label: 'communication.templates.fields.description', kind: 'textarea', span: 24 },
        ...messageFields,
        {
          name: 'is_commercial',
          label: 'communication.templates.fields.is_commercial',
          kind: 'flag',
          help: 'communication.templates.commercialHelp',
        },
        activeField,
      ]}
    />
  );
}
