import { FilterSelect } from '../../../ui/FilterSelect';
import { useProvidesOptions } from './useProvidesOptions';

/** The providers list's filter by what they provide (`provides_id`), kept in the URL like the list's other filters. */
export function ProvidesFilter() {
  const options = useProvidesOptions();
  return (
    <FilterSelect
      name="provides_id"
      label="myCompany.companyProviders.fields.provides_id"
      options={options.data}
      width={280}
      search="turkish"
    />
  );
}
