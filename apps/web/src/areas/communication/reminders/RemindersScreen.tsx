import { genericTypes, reminderSchema } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Switch } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { refreshResource } from '../../../api/queryKeys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { type ColumnDef, DataTable, type Row } from '../../../ui/DataTable';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { FlagTag } from '../../../ui/FlagTag';
import { toast } from '../../../ui/feedback';
import { panelRoute } from '../../../ui/panelRoute';
import { remindersApi } from './api';
import { ReminderSends } from './ReminderSends';
import { channelLabel, field, periodLabel, reminderFields } from './reminderFields';

const ResourcePanel = lazy(() => import('../../../ui/ResourcePanel'));
const BASE = remindersApi.basePath;

/** The list's switch: turns a reminder on or off at once (the server refuses one that could not send). */
function ActiveSwitch({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const toggle = async (on: boolean) => {
    setSaving(true);
    try {
      await remindersApi.change(row.id, { is_active: on });
      toast.success(t(on ? 'communication.reminders.turnedOn' : 'communication.reminders.turnedOff'));
      await refreshResource(queryClient, remindersApi.resource, { clusterId });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Switch
      size="small"
      checked={row.is_active === true}
      loading={saving}
      aria-label={`${t(field('is_active'))}: ${t(periodLabel(row.reminder_period_id))}`}
      // A refusal (no SMS provider, an unusable template) was already shown as a toast by the API client.
      onChange={(on) => void toggle(on).catch(() => undefined)}
    />
  );
}

function TemplateName({ row }: { row: Row }) {
  const { t } = useTranslation();
  const name = String(row.template_name ?? '');
  return <>{row.template_id === null ? `${name} (${t('communication.reminders.defaultTemplate')})` : name}</>;
}

function columns(canEdit: boolean): ColumnDef[] {
  return [
    {
      key: 'reminder_period_id',
      title: field('reminder_period_id'),
      sortKey: 'reminder_period_id',
      enumPrefix: 'communication.reminders.periods',
    },
    {
      key: 'channel_id',
      title: field('channel_id'),
      sortKey: 'channel_id',
      enumPrefix: 'communication.templates.channels',
    },
    { key: 'template_name', title: field('template_id'), render: (row) => <TemplateName row={row} /> },
    {
      key: 'is_active',
      title: field('is_active'),
      sortKey: 'is_active',
      filter: 'flag',
      render: (row) => (canEdit ? <ActiveSwitch row={row} /> : <FlagTag value={row.is_active} />),
    },
    { key: 'last_run_at', title: field('last_run_at'), sortKey: 'last_run_at', render: 'datetime' },
    { key: 'sent_count', title: field('sent_count'), sortKey: 'sent_count', align: 'right' },
    { key: 'skipped_count', title: field('skipped_count'), align: 'right' },
  ];
}

function ReminderFilters() {
  const { t } = useTranslation();
  return (
    <FilterBar testId="reminder-filters">
      <FilterSelect
        name="channel_id"
        label={field('channel_id')}
        search={false}
        options={genericTypes.notification_channels.map((c) => ({ value: c.id, label: t(channelLabel(c.id)) }))}
      />
    </FilterBar>
  );
}

/**
 * /communication/reminders: the complex's automatic due reminders, one per period, switched on and off in the
 * list; a reminder's page (`/:id`, `/:id/edit`) is a side panel with its channel and template and what it sent.
 * Reminders are made with the complex: nobody adds or deletes one.
 */
export default function RemindersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { id } = useParams();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const canEdit = usePermissions().mayWrite('PUT', '/reminders/:id');
  const { mode, recordId } = panelRoute(pathname, id);
  const [panelUsed, setPanelUsed] = useState(mode !== null);
  if (mode !== null && !panelUsed) setPanelUsed(true);
  const close = () => navigate(`${BASE}${search}`);
  return (
    <>
      <DataTable
        resource={remindersApi.resource}
        title="menu.communication.reminders"
        basePath={BASE}
        canWrite={false}
        columns={columns(canEdit)}
        filters={<ReminderFilters />}
        rowActions={(row) =>
          canEdit && (
            <Link to={`${BASE}/${row.id}/edit${search}`}>
              <Button size="small" type="link">
                {t('common.edit')}
              </Button>
            </Link>
          )
        }
      />
      {panelUsed && (
        <Suspense fallback={null}>
          <ResourcePanel
            open={mode !== null}
            onClose={close}
            title={`${t('menu.communication.reminders')} · ${mode ? t(`common.${mode}`) : ''}`}
            resource={remindersApi.resource}
            fields={reminderFields}
            schema={reminderSchema}
            mode={mode === 'edit' && !canEdit ? 'show' : mode}
            id={recordId}
            defaults={{}}
            onSaved={(savedId, closeAfter) => {
              void refreshResource(queryClient, remindersApi.resource, { clusterId });
              navigate(closeAfter ? `${BASE}${search}` : `${BASE}/${savedId}/edit${search}`);
            }}
            details={recordId !== null && mode !== null ? <ReminderSends id={recordId} /> : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
