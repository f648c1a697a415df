import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ExportColumn } from '../../http/export/exportList';
import { type AnySelect, type ListDefinition, runList } from '../../http/listRoute';
import type { FileStorage } from '../../storage/fileStorage';

/**
 * The list of one complex's rows, for `clusterListRoute`: `select` reads the rows of every complex and
 * `clusterColumn` names their complex; one page, or with `export=1` the whole filtered list as a file.
 */
export function complexList(definition: ListDefinition, select: (db: Db) => AnySelect, clusterColumn: string) {
  return (db: Db, files: FileStorage, clusterId: number, query: Record<string, unknown>) =>
    runList(db, files, definition, {
      base: select(db).where(sql.ref(clusterColumn), '=', clusterId),
      raw: query,
      clusterId,
    });
}

/** The exported columns several expense lists have, under the same header in each. */
export const expenseColumns = {
  billed_on: { key: 'billed_on', header: 'Fatura Tarihi', kind: 'date' },
  provider_name: { key: 'provider_name', header: 'Tedarikçi' },
  bill_no: { key: 'bill_no', header: 'Fatura No' },
  place_name: { key: 'place_name', header: 'Banka / Kasa' },
  amount: { key: 'amount', header: 'Tutar', kind: 'money' },
  description: { key: 'description', header: 'Açıklama' },
} satisfies Record<string, ExportColumn>;

/** An invoice's parts are found by their invoice's number and text and its provider's name. */
export const invoiceSearch = ['invoices.search', 'cluster_providers.search'];
