import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { filterByLabel } from '../../../ui/filterByLabel';
import type { ControlProps } from '../../../ui/ResourceForm';
import { adsApi } from './api';

/** The customers or complexes an advert targets, several at once, searched the Turkish way. */
export function AdvertTargetSelect({
  kind,
  id,
  value,
  onChange,
  disabled,
}: ControlProps & { kind: 'customers' | 'clusters' }) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery(kind === 'customers' ? adsApi.customers() : adsApi.clusters());
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      loading={isLoading}
      disabled={disabled}
      showSearch={{ filterOption: filterByLabel }}
      aria-label={t(kind === 'customers' ? 'admin.ads.fields.customer_ids' : 'admin.ads.fields.cluster_ids')}
      value={Array.isArray(value) ? value : []}
      onChange={(ids) => onChange?.(ids)}
      options={(data?.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
    />
  );
}
