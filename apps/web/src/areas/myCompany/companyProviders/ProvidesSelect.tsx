import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '../../../ui/ResourceForm';
import { useProvidesOptions } from './useProvidesOptions';

/** What a company provider provides, in its form: one of the system expense types, or none. */
export function ProvidesSelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const options = useProvidesOptions();
  return (
    <Select
      id={id}
      allowClear
      disabled={disabled}
      loading={options.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      // Until the choices arrive the select shows nothing rather than a bare id.
      value={options.data ? ((value as number | null) ?? undefined) : undefined}
      onChange={(chosen) => onChange?.(chosen ?? null)}
      options={options.data ?? []}
      aria-label={t('myCompany.companyProviders.fields.provides_id')}
    />
  );
}
