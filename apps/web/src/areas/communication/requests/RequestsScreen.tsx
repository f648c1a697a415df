import { REQUEST_KIND_NAMES, type RequestKindName, requestSchema } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { clusterPicker, type Named } from '../../../api/pickers';
import { keyUnder, type MessageKey } from '../../../locales/keys';
import { useCluster } from '../../../session/ClusterProvider';
import type { ColumnDef, Row } from '../../../ui/DataTable';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import { ListDateRange } from '../../../ui/ListDateRange';
import { MultiFilterSelect, pickedIds } from '../../../ui/MultiFilterSelect';
import type { FieldDef } from '../../../ui/ResourceForm';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { useListParams } from '../../../ui/useListParams';
import { houseOptions, housesPicker } from '../../definitions/public';
import { requestsApi } from '../api';
import { HouseSelect } from '../HouseSelect';
import { PriorityTag, StatusTag } from './RequestTags';

const RequestWorkflow = lazy(() => import('./RequestWorkflow'));

const field = (name: string) => keyUnder('communication.requests.fields', name);
/** The type list of the kinds that have one. */
const TYPE_LISTS: Partial<Record<RequestKindName, string>> = {
  breakdowns: 'breakdown-types',
  maintenances: 'maintenance-types',
};
const STATUS_IDS = [1, 2, 3, 4, 5, 6];
const PRIORITY_IDS = [1, 2, 3, 4];

/** The list's own filters: statuses (several), priority, type, house, assignee and the day it came in. */
function RequestFilters({ kind }: { kind: RequestKindName }) {
  const { t } = useTranslation();
  const { clusterId } = useCluster();
  const types = TYPE_LISTS[kind];
  const typeOptions = useQuery({
    ...clusterPicker<Named>(types ?? '', clusterId, { per_page: 200 }),
    enabled: clusterId !== null && types !== undefined,
    select: (r) => r.data.map((o) => ({ value: o.id, label: o.name })),
  });
  const houses = useQuery({ ...housesPicker(clusterId), select: houseOptions });
  const workers = useQuery({
    ...requestsApi.workers(clusterId),
    select: (r) => r.data.map((w) => ({ value: w.id, label: w.name })),
  });
  return (
    <FilterBar testId="request-filters">
      <MultiFilterSelect
        name="status"
        label={field('status')}
        width={220}
        options={STATUS_IDS.map((id) => ({
          value: String(id),
          label: t(keyUnder('communication.requests.statuses', id)),
        }))}
      />
      <FilterSelect
        name="priority"
        label={field('priority')}
        search={false}
        options={PRIORITY_IDS.map((id) => ({ value: id, label: t(keyUnder('communication.requests.priorities', id)) }))}
      />
      {types && <FilterSelect name="type_id" label={field('type_id')} options={typeOptions.data} />}
      <FilterSelect name="house_id" label={field('house_id')} options={houses.data} />
      <FilterSelect name="assigned_user_id" label={field('assigned_user_id')} search="turkish" options={workers.data} />
      <ListDateRange label={t('communication.requests.dateRange')} />
    </FilterBar>
  );
}

function columnsOf(hasType: boolean): ColumnDef[] {
  return [
    { key: 'title', title: field('title'), sortKey: 'title', filter: 'text' },
    { key: 'house_label', title: field('house_id'), sortKey: 'house_label' },
    { key: 'resident_name', title: field('resident_id'), sortKey: 'resident_name' },
    ...(hasType ? [{ key: 'type_name', title: field('type_id'), sortKey: 'type_name' }] : []),
    {
      key: 'priority',
      title: field('priority'),
      sortKey: 'priority',
      render: (row: Row) => <PriorityTag priority={Number(row.priority)} />,
    },
    {
      key: 'status',
      title: field('status'),
      sortKey: 'status',
      render: (row: Row) => <StatusTag status={Number(row.status)} />,
    },
    { key: 'assigned_user_name', title: field('assigned_user_id'), sortKey: 'assigned_user_name' },
    { key: 'assigned_provider_name', title: field('assigned_provider_id') },
    { key: 'due_on', title: field('due_on'), sortKey: 'due_on', render: 'date' },
    { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'datetime' },
  ];
}

function fieldsOf(kind: RequestKindName): FieldDef[] {
  const types = TYPE_LISTS[kind];
  return [
    { name: 'title', label: field('title'), kind: 'text', required: true, span: 24 },
    {
      name: 'house_id',
      label: field('house_id'),
      kind: 'custom',
      render: (props) => <HouseSelect {...props} label={field('house_id')} />,
    },
    { name: 'resident_id', label: field('resident_id'), kind: 'select', optionsFrom: 'residents' },
    ...(types ? [{ name: 'type_id', label: field('type_id'), kind: 'select' as const, optionsFrom: types }] : []),
    {
      name: 'priority',
      label: field('priority'),
      kind: 'select',
      options: PRIORITY_IDS.map((id) => ({ value: id, label: keyUnder('communication.requests.priorities', id) })),
    },
    { name: 'due_on', label: field('due_on'), kind: 'date' },
    { name: 'description', label: field('description'), kind: 'textarea', span: 24 },
  ];
}

const DEFAULTS = { priority: 2 };

/** One kind's screen: its list with filters, and create / show / edit panels with the workflow under the form. */
export function RequestsScreen({ kind }: { kind: RequestKindName }) {
  const { params } = useListParams();
  const statuses = pickedIds(params.filters.status);
  const resource = requestsApi.resource(kind);
  return (
    <ResourceScreen
      resource={resource}
      basePath={`/communication/${kind}`}
      title={`menu.communication.${kind}` as MessageKey}
      schema={requestSchema}
      defaults={DEFAULTS}
      columns={columnsOf(TYPE_LISTS[kind] !== undefined)}
      fields={fieldsOf(kind)}
      // The picked statuses go as an array (`status[]`), over the URL's comma-joined value.
      fixedQuery={{ status: statuses.length ? statuses : undefined }}
      filters={<RequestFilters kind={kind} />}
      details={(id, canWrite) => <RequestWorkflow kind={kind} id={id} canWrite={canWrite} />}
    />
  );
}

/** /communication/{breakdowns,suggestions,complaints,maintenances}: the kind is the path's. */
export default function RequestsRoute() {
  const { pathname } = useLocation();
  const kind = REQUEST_KIND_NAMES.find((name) => pathname.startsWith(`/communication/${name}`)) ?? 'breakdowns';
  return <RequestsScreen key={kind} kind={kind} />;
}
