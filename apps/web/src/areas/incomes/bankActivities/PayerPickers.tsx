import { houseLabel } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCluster } from '../../../session/ClusterProvider';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/DataTable';
import { pickersApi } from '../api';

export type Option = { value: number; label: string };

const turkishIncludes = (label: unknown, input: string) =>
  String(label ?? '')
    .toLocaleLowerCase('tr')
    .includes(input.toLocaleLowerCase('tr'));

/** The complex's houses, loaded once for every row's picker. */
export function useHouseOptions(): Option[] {
  const { clusterId } = useCluster();
  const { data } = useQuery({ ...pickersApi.houses(clusterId), staleTime: 60_000 });
  return useMemo(
    () =>
      (data?.data ?? [])
        .map((h) => ({ value: h.id, label: houseLabel(h.block_name, h.door_number) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'tr', { numeric: true })),
    [data],
  );
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

/** A house by its label ("A Blok 12"), searched in the loaded list. */
export function HousePicker({ value, onChange, options, label, disabled, width = 150 }: PickerProps) {
  const { t } = useTranslation();
  return (
    <Select<number>
      style={{ width }}
      allowClear
      disabled={disabled}
      aria-label={t('bankActivities.fields.house')}
      placeholder={t('bankActivities.fields.house')}
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      options={withValue(options, value, label)}
      showSearch={{ filterOption: (input, option) => turkishIncludes(option?.label, input) }}
      popupMatchSelectWidth={false}
    />
  );
}

/** A resident by name; typing searches the whole complex, beyond the first 1000. */
export function ResidentPicker({ value, onChange, options, label, disabled, width = 180 }: PickerProps) {
  const { t } = useTranslation();
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
    : options.filter((o) => turkishIncludes(o.label, text));
  return (
    <Select<number>
      style={{ width }}
      allowClear
      disabled={disabled}
      aria-label={t('bankActivities.fields.resident')}
      placeholder={t('bankActivities.fields.resident')}
      value={value ?? undefined}
      loading={found.isFetching}
      onChange={(id) => {
        setText('');
        onChange(id ?? null);
      }}
      options={withValue(shown, value, label ?? options.find((o) => o.value === value)?.label)}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      popupMatchSelectWidth={false}
    />
  );
}
