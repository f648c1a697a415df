import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../locales/keys';
import { filterByLabel } from './filterByLabel';
import { useListParams } from './useListParams';

type Choice = { value: string | number; label: string };

/**
 * One filter of a list's filter bar: a choice kept in the URL under `name`, named and placed by `label`.
 * `search` says how typing narrows the choices: by label (antd's own search), by label the Turkish way
 * (`filterByLabel`), or not at all (a short fixed list).
 */
export function FilterSelect({
  name,
  label,
  options,
  width = 200,
  search = 'label',
}: {
  name: string;
  label: MessageKey;
  options: Choice[] | undefined;
  width?: number;
  search?: 'label' | 'turkish' | false;
}) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  return (
    <Select
      style={{ width }}
      allowClear
      showSearch={
        search === 'label'
          ? { optionFilterProp: 'label' }
          : search === 'turkish'
            ? { filterOption: filterByLabel }
            : false
      }
      placeholder={t(label)}
      aria-label={t(label)}
      value={params.filters[name]}
      // The URL holds text: ids are offered as text to match it.
      options={(options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={(value) => update({ [name]: value ?? null })}
    />
  );
}
