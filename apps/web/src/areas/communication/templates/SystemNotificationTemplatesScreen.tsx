import { systemNotificationTemplateSchema } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import { usePermissions } from '../../../session/usePermissions';
import { activeColumn, activeField } from '../../../ui/activeFlag';
import { DataTable } from '../../../ui/DataTable';
import type { FieldDef } from '../../../ui/ResourceForm';
import { templatesApi } from './api';
import { ChannelNames, messageFields } from './templateFields';

const ResourcePanel = lazy(() => import('../../../ui/ResourcePanel'));
const BASE = '/communication/system-notification-templates';

const fields: FieldDef[] = [
  { name: 'name', label: 'communication.templates.fields.name', kind: 'text', readOnly: true, span: 24 },
  ...messageFields,
  activeField,
];

/**
 * /communication/system-notification-templates: the templates the product sends on its own (reminders, the
 * account statement …). Everyone reads them; super administrators edit their texts; nobody adds or deletes one.
 */
export default function SystemNotificationTemplatesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { id } = useParams();
  const queryClient = useQueryClient();
  const canEdit = usePermissions().mayWrite('PUT', `${templatesApi.systemListPath}/:id`);
  const editing = id !== undefined;
  const [panelUsed, setPanelUsed] = useState(editing);
  if (editing && !panelUsed) setPanelUsed(true);
  const close = () => navigate(`${BASE}${search}`);
  return (
    <>
      <DataTable
        resource={templatesApi.systemResource}
        listPath={templatesApi.systemListPath}
        clusterParam={false}
        title="menu.communication.systemNotificationTemplates"
        basePath={BASE}
        canWrite={false}
        hasShow={false}
        rowActions={(row) =>
          canEdit && (
            <Link to={`${BASE}/${row.id}/edit${search}`}>
              <Button size="small">{t('common.edit')}</Button>
            </Link>
          )
        }
        columns={[
          { key: 'system_id', title: 'communication.templates.fields.system_id', sortKey: 'system_id' },
          { key: 'name', title: 'communication.templates.fields.name', sortKey: 'name', filter: 'text' },
          {
            key: 'channels',
            title: 'communication.templates.fields.channels',
            render: (row) => <ChannelNames row={row} />,
          },
          activeColumn,
        ]}
      />
      {panelUsed && (
        <Suspense fallback={null}>
          <ResourcePanel
            open={editing}
            onClose={close}
            title={`${t('menu.communication.systemNotificationTemplates')} · ${t('common.edit')}`}
            resource={templatesApi.systemResource}
            fields={fields}
            schema={systemNotificationTemplateSchema}
            mode={editing ? (canEdit ? 'edit' : 'show') : null}
            id={editing ? Number(id) : null}
            defaults={{}}
            onSaved={(_savedId, closeAfter) => {
              void refreshResource(queryClient, templatesApi.systemResource, { clusterId: null });
              if (closeAfter) close();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
