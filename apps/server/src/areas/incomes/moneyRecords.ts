import type { ExportColumn } from '../../http/export/exportList';
import type { AnySelect } from '../../http/listRoute';
import { houseLabelColumns } from '../../kernel/houseLabel';
import { placeNameSql } from '../../kernel/paymentPlace';

// What the area's money records (collections, other income records, account transfers) are listed with:
// the house they are for, who paid and where the money went, and how much for what.

/** The last columns of an exported money record: its amount and its description. */
export const amountColumns: ExportColumn[] = [
  { key: 'amount', header: 'Tutar', kind: 'money' },
  { key: 'description', header: 'Açıklama' },
];

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
