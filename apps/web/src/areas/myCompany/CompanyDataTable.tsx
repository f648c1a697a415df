import type { ComponentProps } from 'react';
import { DataTable } from '../../ui/DataTable';
import { useSelectedCompany } from './useSelectedCompany';

/**
 * A list of the company's records over its own path (not per complex). A super administrator's shows the
 * selected company's (`company_id`); everyone else's, their own company's, as the server scopes it.
 */
export function CompanyDataTable({ fixedQuery, ...props }: Omit<ComponentProps<typeof DataTable>, 'clusterParam'>) {
  const company = useSelectedCompany();
  return <DataTable {...props} clusterParam={false} fixedQuery={{ company_id: company ?? undefined, ...fixedQuery }} />;
}
