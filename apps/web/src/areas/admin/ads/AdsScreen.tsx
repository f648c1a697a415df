import { adminAdvertSchema } from '@site/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { KeyIn } from '../../../locales/keys';
import { FilterBar } from '../../../ui/FilterBar';
import { FilterSelect } from '../../../ui/FilterSelect';
import type { FieldDef } from '../../../ui/ResourceForm';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { AdminOnly } from '../users/AdminOnly';
import { AdvertClicks } from './AdvertClicks';
import { AdvertImageInput } from './AdvertImageInput';
import { AdvertTargetSelect } from './AdvertTargetSelect';
import { adsApi } from './api';

const field = (name: KeyIn<'admin.ads.fields'>) => `admin.ads.fields.${name}` as const;
const TARGETS = ['all', 'customers', 'clusters'] as const;
const targetLabel = (value: (typeof TARGETS)[number]) => `admin.ads.targetTypes.${value}` as const;

const fields: FieldDef[] = [
  { name: 'title', label: field('title'), kind: 'text', required: true, span: 24 },
  {
    name: 'image_file',
    label: field('image_file'),
    kind: 'custom',
    span: 24,
    render: (props) => <AdvertImageInput {...props} />,
  },
  { name: 'link_url', label: field('link_url'), kind: 'text', span: 24, help: 'admin.ads.linkHint' },
  {
    name: 'target_type',
    label: field('target_type'),
    kind: 'select',
    required: true,
    options: TARGETS.map((value) => ({ value, label: targetLabel(value) })),
  },
  {
    name: 'customer_ids',
    label: field('customer_ids'),
    kind: 'custom',
    required: true,
    span: 24,
    visibleWhen: (values) => values.target_type === 'customers',
    render: (props) => <AdvertTargetSelect kind="customers" {...props} />,
  },
  {
    name: 'cluster_ids',
    label: field('cluster_ids'),
    kind: 'custom',
    required: true,
    span: 24,
    visibleWhen: (values) => values.target_type === 'clusters',
    render: (props) => <AdvertTargetSelect kind="clusters" {...props} />,
  },
  { name: 'starts_on', label: field('starts_on'), kind: 'date', required: true },
  { name: 'ends_on', label: field('ends_on'), kind: 'date' },
  { name: 'is_active', label: field('is_active'), kind: 'flag' },
];

function AdFilters() {
  const { t } = useTranslation();
  return (
    <FilterBar testId="admin-ads-filters">
      <FilterSelect
        name="target_type"
        label={field('target_type')}
        search={false}
        options={TARGETS.map((value) => ({ value, label: t(targetLabel(value)) }))}
      />
    </FilterBar>
  );
}

/**
 * /admin/ads (Yönetim › Reklamlar): the residents' app adverts with their click counts; create and edit in the
 * side panel (image upload with preview, target customers or complexes, dates, active) with the advert's clicks.
 */
export default function AdsScreen() {
  return (
    <AdminOnly>
      <ResourceScreen
        resource={adsApi.resource}
        listPath={adsApi.listPath}
        clusterParam={false}
        basePath="/admin/ads"
        title="menu.admin.ads"
        hasShow={false}
        canWrite
        schema={adminAdvertSchema}
        fields={fields}
        defaults={{ target_type: 'all', is_active: true, starts_on: dayjs().format('YYYY-MM-DD') }}
        filters={<AdFilters />}
        details={(id, canWrite) => <AdvertClicks advertId={id} canWrite={canWrite} />}
        columns={[
          { key: 'title', title: field('title'), sortKey: 'title' },
          {
            key: 'target_type',
            title: field('target_type'),
            sortKey: 'target_type',
            enumPrefix: 'admin.ads.targetTypes',
          },
          { key: 'target_names', title: field('target_names') },
          { key: 'starts_on', title: field('starts_on'), sortKey: 'starts_on', render: 'date' },
          { key: 'ends_on', title: field('ends_on'), sortKey: 'ends_on', render: 'date' },
          { key: 'is_active', title: field('is_active'), sortKey: 'is_active', render: 'flag', filter: 'flag' },
          { key: 'click_count', title: field('click_count'), sortKey: 'click_count', align: 'right' },
          { key: 'created_at', title: field('created_at'), sortKey: 'created_at', render: 'datetime' },
        ]}
      />
    </AdminOnly>
  );
}
