import { useTranslation } from 'react-i18next';
import { FieldSelect } from '../../../ui/FieldSelect';
import type { ControlProps } from '../../../ui/ResourceForm';
import { useProvidesOptions } from './useProvidesOptions';

/** What a company provider provides, in its form: one of the system expense types, or none. */
export function ProvidesSelect({ value, ...props }: ControlProps) {
  const { t } = useTranslation();
  const options = useProvidesOptions();
  return (
    <FieldSelect
      {...props}
      // Until the choices arrive the select shows nothing rather than a bare id.
      value={options.data ? value : undefined}
      loading={options.isLoading}
      options={options.data ?? []}
      label={t('myCompany.companyProviders.fields.provides_id')}
    />
  );
}
