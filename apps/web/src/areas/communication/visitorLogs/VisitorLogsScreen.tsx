import { formatPlate, visitorLogSchema } from '@site/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { refreshResource } from '../../../api/queryKeys';
import { keyUnder } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import { usePermissions } from '../../../session/usePermissions';
import { ActionButton } from '../../../ui/ActionButton';
import type { ColumnDef, Row } from '../../../ui/DataTable';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { toast } from '../../../ui/feedback';
import { ListDateRange } from '../../../ui/ListDateRange';
import { PresenceFilter } from '../../../ui/PresenceFilter';
import type { FieldDef } from '../../../ui/ResourceForm';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { useListParams } from '../../../ui/useListParams';
import { houseOptions, housesPicker } from '../../definitions/public';
import { visitorLogsApi } from '../api';
import { HouseSelect } from '../HouseSelect';
import { VisitorQuickEntry } from './VisitorQuickEntry';
import { MomentInput } from './visitorInputs';

const field = (name: string) => keyUnder('communication.visitorLogs.fields', name);

const columns: ColumnDef[] = [
  { key: 'visitor_name', title: field('visitor_name'), sortKey: 'visitor_name' },
  { key: 'house_label', title: field('house_id'), sortKey: 'house_label' },
  { key: 'resident_name', title: field('resident_id'), sortKey: 'resident_name' },
  {
    key: 'vehicle_plate',
    title: field('vehicle_plate'),
    sortKey: 'vehicle_plate',
    render: (row) => formatPlate(row.vehicle_plate as string | null),
  },
  { key: 'entered_at', title: field('entered_at'), sortKey: 'entered_at', render: 'datetime' },
  { key: 'left_at', title: field('left_at'), sortKey: 'left_at', render: 'datetime' },
  { key: 'note', title: field('note') },
  { key: 'created_by_name', title: field('created_by_name') },
];

const fields: FieldDef[] = [
  { name: 'visitor_name', label: field('visitor_name'), kind: 'text', required: true },
  { name: 'visitor_phone', label: field('visitor_phone'), kind: 'phone' },
  {
    name: 'house_id',
    label: field('house_id'),
    kind: 'custom',
    render: (props) => <HouseSelect {...props} label={field('house_id')} named />,
  },
  { name: 'resident_id', label: field('resident_id'), kind: 'select', optionsFrom: 'residents' },
  { name: 'vehicle_plate', label: field('vehicle_plate'), kind: 'text' },
  {
    name: 'entered_at',
    label: field('entered_at'),
    kind: 'custom',
    required: true,
    render: (props) => <MomentInput {...props} label={field('entered_at')} />,
  },
  {
    name: 'left_at',
    label: field('left_at'),
    kind: 'custom',
    render: (props) => <MomentInput {...props} label={field('left_at')} />,
  },
  { name: 'note', label: field('note'), kind: 'textarea', span: 24 },
];

/** Inside now or left, the day range, the house and the plate: the desk's questions. */
function VisitorFilters() {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const { params, update } = useListParams();
  const houses = useQuery({ ...housesPicker(clusterId), select: houseOptions });
  return (
    <FilterBar testId="visitor-log-filters">
      <PresenceFilter
        name="has_left"
        label="communication.visitorLogs.state"
        absent="communication.visitorLogs.states.inside"
        present="communication.visitorLogs.states.left"
      />
      <FilterSelect name="house_id" label={field('house_id')} options={houses.data} />
      <Input.Search
        allowClear
        style={{ width: 180 }}
        defaultValue={params.filters.vehicle_plate}
        placeholder={t('communication.visitorLogs.plateSearch')}
        aria-label={t('communication.visitorLogs.plateSearch')}
        onSearch={(value) => update({ vehicle_plate: value || null })}
      />
      <ListDateRange label={t('communication.visitorLogs.dateRange')} />
    </FilterBar>
  );
}

/** 'Çıkış' on a visitor still inside: records the way out now. */
function LeaveButton({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const queryClient = useQueryClient();
  const leave = async () => {
    await visitorLogsApi.leave(row.id);
    toast.success(t('communication.visitorLogs.left'));
    await refreshResource(queryClient, visitorLogsApi.resource, { clusterId });
  };
  return (
    // A refused exit was already shown as a toast by the API client.
    <ActionButton size="small" onClick={() => void leave().catch(() => undefined)}>
      {t('communication.visitorLogs.leave')}
    </ActionButton>
  );
}

/** /communication/visitor-logs: the security desk's quick entry above the visitor list, and the full form in a panel. */
export default function VisitorLogsScreen() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const canWrite = permissions.mayWrite('POST', `/${visitorLogsApi.resource}`);
  return (
    <>
      {canWrite && <VisitorQuickEntry />}
      <ResourceScreen
        resource={visitorLogsApi.resource}
        basePath="/communication/visitor-logs"
        title="menu.communication.visitorLogs"
        schema={visitorLogSchema}
        columns={columns}
        fields={fields}
        filters={<VisitorFilters />}
        rowActions={(row) =>
          row.left_at === null ? (
            canWrite ? (
              <LeaveButton row={row} />
            ) : (
              <Tag color="green">{t('communication.visitorLogs.inside')}</Tag>
            )
          ) : null
        }
      />
    </>
  );
}
