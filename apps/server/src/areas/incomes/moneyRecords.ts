import type { Db } from '../../db/connection';
import type { ExportColumn } from '../../http/export/exportList';
import type { ListSpec } from '../../http/listQuery';
import { listResponse } from '../../http/listResponse';
import type { AnySelect } from '../../http/listRoute';
import { houseLabelColumns } from '../../kernel/houseLabel';
import { placeNameSql } from '../../kernel/paymentPlace';
import type { FileStorage } from '../../storage/fileStorage';

// What the area's money records (collections, other income records, account transfers) are listed with:
// the house they are for, who paid and where the money went, and how much for what.

type Row = Record<string, unknown>;

/** The last columns of an exported money record: its amount and its description. */
export const amountColumns: ExportColumn[] = [
  { key: 'amount', header: 'Tutar', kind: 'money' },
  { key: 'description', header: 'Açıklama' },
];

/**
 * A complex's money records of `table` (collections, account transfers), one page or the whole filtered list
 * as a file, the footer summing their amounts; the export ends with the amount and the description.
 */
export function listMoneyRecords(
  db: Db,
  files: FileStorage,
  clusterId: number,
  query: Record<string, unknown>,
  list: {
    table: 'collections' | 'account_transfers';
    select: AnySelect;
    spec: ListSpec;
    toApi: (row: Row) => Row;
    exportTitle: string;
    /** The columns before the amount and the description. */
    exportColumns: ExportColumn[];
  },
) {
  const { table, select, exportColumns, ...own } = list;
  return listResponse({
    db,
    ...own,
    base: select.where(`${table}.cluster_id`, '=', clusterId),
    raw: query,
    clusterId,
    idColumn: `${table}.id`,
    exportColumns: [...exportColumns, ...amountColumns],
    files,
    moneySums: { amount: `${table}.amount` },
  });
}

/**
 * The record's house (its label and the label's sort helpers, `house_label`, `door_length`, `no_block`), payer
 * (`resident_name`) and bank account or safe (`place_name`), by `table`'s house_id, resident_id,
 * bank_account_id and safe_id.
 */
export function withHousePayerPlace(query: AnySelect, table: 'collections' | 'other_income_records'): AnySelect {
  return query
    .leftJoin('houses', 'houses.id', `${table}.house_id`)
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('residents', 'residents.id', `${table}.resident_id`)
    .leftJoin('bank_accounts', 'bank_accounts.id', `${table}.bank_account_id`)
    .leftJoin('safes', 'safes.id', `${table}.safe_id`)
    .select([...houseLabelColumns(), 'residents.name as resident_name', placeNameSql.as('place_name')]);
}
