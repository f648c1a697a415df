import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/DataTable';
import { filterByLabel } from '../../../ui/filterByLabel';
import { houseOptions, housesPicker } from '../../definitions/public';
import { pickersApi } from '../api';
import type { Payer } from './types';

export type Option = { value: number; label: string };
/** No options yet: one empty list, so that what depends on the options does not run again. */
const NONE: Option[] = [];

/** The complex's houses, loaded once for every row's picker. */
export function useHouseOptions(): Option[] {
  const { clusterId } = useCluster();
  const { data } = useQuery({ ...housesPicker(clusterId), staleTime: 60_000, select: houseOptions });
  return data ?? NONE;
}

/** The complex's first 1000 residents by name, loaded once for every row's picker. */
export function useResidentOptions(): Option[] {
  const { clusterId } = useCluster();
  const { data } = useQuery({ ...pickersApi.residents(clusterId), staleTime: 60_000 });
  return useMemo(() => (data?.data ?? []).map((r) => ({ value: r.id, label: r.name })), [data]);
}

type PickerProps = {
  value: number | null;
  onChange: (id: number | null) => void;
  options: Option[];
  /** The value's label while the lists load or when it is beyond the first 1000 (the suggestion's). */
  label?: string | null;
  disabled?: boolean;
  width?: number;
};

/** Keeps the chosen value visible even when it is not among the loaded options. */
function withValue(options: Option[], value: number | null, label?: string | null): Option[] {
  if (value === null || options.some((o) => o.value === value)) return options;
  return [{ value, label: label ?? `#${value}` }, ...options];
}

/** One payer field: clearable, keeping its value visible, its list as wide as its labels. */
function PayerSelect({
  field,
  value,
  onChange,
  options,
  label,
  disabled,
  width,
  ...select
}: PickerProps & { field: 'house' | 'resident' } & Pick<SelectProps<number>, 'loading' | 'showSearch'>) {
  const { t } = useTranslation();
  return (
    <Select<number>
      style={{ width }}
      allowClear
      disabled={disabled}
      aria-label={t(`bankActivities.fields.${field}`)}
      placeholder={t(`bankActivities.fields.${field}`)}
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      options={withValue(options, value, label)}
      popupMatchSelectWidth={false}
      {...select}
    />
  );
}

/** A house by its label ("A Blok 12"), searched in the loaded list. */
export function HousePicker({ width = 150, ...props }: PickerProps) {
  return <PayerSelect {...props} field="house" width={width} showSearch={{ filterOption: filterByLabel }} />;
}

/** A resident by name; typing searches the whole complex, beyond the first 1000. */
export function ResidentPicker({ value, onChange, options, label, width = 180, ...props }: PickerProps) {
  const { clusterId } = useCluster();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    ...pickersApi.residentSearch(clusterId, query),
    enabled: clusterId !== null && query.length > 0,
  });
  const shown = query
    ? (found.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }))
    : options.filter((o) => filterByLabel(text, o));
  return (
    <PayerSelect
      {...props}
      field="resident"
      width={width}
      value={value}
      loading={found.isFetching}
      onChange={(id) => {
        setText('');
        onChange(id);
      }}
      options={shown}
      label={label ?? options.find((o) => o.value === value)?.label}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
    />
  );
}

/**
 * A payer with a house of their own brings it along when no house is chosen yet: the payer with that house,
 * or the same payer.
 */
export async function withCurrentHouse(clusterId: number | null, payer: Payer): Promise<Payer> {
  if (payer.resident_id === null || clusterId === null || payer.house_id !== null) return payer;
  const houseId = await pickersApi.currentHouseOf(clusterId, payer.resident_id);
  return houseId === null ? payer : { ...payer, house_id: houseId };
}
