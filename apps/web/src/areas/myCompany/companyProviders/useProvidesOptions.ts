import { useQuery } from '@tanstack/react-query';
import { companyProvidersApi } from '../api';

/**
 * What a company provider may provide, as choices: the system expense types, which all the company's complexes
 * share (a complex's own types are not offered). A child type is named under its parent: 'Bakım Onarım › Asansör
 * Bakımı'.
 */
export function useProvidesOptions() {
  return useQuery({
    ...companyProvidersApi.providesPicker(),
    select: (response) =>
      response.data
        .filter((type) => type.is_system)
        .map((type) => ({
          value: type.id,
          label: type.parent_name ? `${type.parent_name} › ${type.name}` : type.name,
        })),
  });
}
