import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../locales/keys';
import { filterByLabel } from './filterByLabel';
import { useListParams } from './useListParams';

/** The ids picked in a `MultiFilterSelect`: the URL holds them as one comma-joined value. */
export const pickedIds = (value: string | undefined) => (value ?? '').split(',').filter((id) => /^\d+$/.test(id));

/**
 * A filter of a list's filter bar where several ids may be picked, kept in the URL under `name` comma-joined;
 * the screen sends them as an array (`name[]`) in its fixed query, read with `pickedIds`. `turkish` narrows the
 * choices by label the Turkish way (`filterByLabel`), else antd's own search does.
 */
export function MultiFilterSelect({
  name,
  label,
  options,
  width,
  turkish = false,
}: {
  name: string;
  label: MessageKey;
  options: { value: string; label: string }[];
  width: number;
  turkish?: boolean;
}) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  return (
    <Select
      mode="multiple"
      allowClear
      style={{ minWidth: width }}
      placeholder={t(label)}
      aria-label={t(label)}
      showSearch={turkish ? { filterOption: filterByLabel } : undefined}
      value={pickedIds(params.filters[name])}
      options={options}
      onChange={(ids: string[]) => update({ [name]: ids.join(',') || null })}
    />
  );
}
