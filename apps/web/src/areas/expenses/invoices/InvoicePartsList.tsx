import type { ReactNode } from 'react';
import type { MessageKey } from '../../../locales/keys';
import { type ColumnDef, DataTable } from '../../../ui/DataTable';
import { InvoiceFilters } from './InvoiceFilters';

type Props = {
  /** The API name of the parts: `expense/invoice-items` or `expense/invoice-payments`. */
  resource: string;
  title: MessageKey;
  basePath: string;
  /** The list's own filters, after the provider and the dates. */
  filters: ReactNode;
  columns: ColumnDef[];
};

/**
 * Every item or every payment of the complex's invoices, with their total: read-only, filtered like the
 * invoices (without their types), each row leading to its invoice, where it is changed.
 */
export function InvoicePartsList({ resource, title, basePath, filters, columns }: Props) {
  return (
    <>
      <InvoiceFilters types={false}>{filters}</InvoiceFilters>
      <DataTable
        resource={resource}
        title={title}
        basePath={basePath}
        canWrite={false}
        hasShow={false}
        columns={columns}
      />
    </>
  );
}
