import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from '../../../ui/ResourceForm';
import { companyProvidersApi } from '../api';

/**
 * What a company provider provides: one of the system expense types, which all the company's complexes share
 * (a complex's own types are not offered). A child type is named under its parent: 'Bakım Onarım › Asansör Bakımı'.
 */
export function ProvidesSelect({ id, value, onChange, disabled }: ControlProps) {
  const { t } = useTranslation();
  const types = useQuery(companyProvidersApi.providesPicker());
  const options = (types.data ?? []).map((type) => ({
    value: type.id,
    label: type.parent_name ? `${type.parent_name} › ${type.name}` : type.name,
  }));
  return (
    <Select
      id={id}
      allowClear
      disabled={disabled}
      loading={types.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      value={types.data ? ((value as number | null) ?? undefined) : undefined}
      onChange={(chosen) => onChange?.(chosen ?? null)}
      options={options}
      aria-label={t('myCompany.companyProviders.fields.provides_id')}
    />
  );
}
