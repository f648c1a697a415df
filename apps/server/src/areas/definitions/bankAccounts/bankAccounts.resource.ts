import { bankAccountRow, bankAccountSchema } from '@site/shared';
import { idFilters } from '../../../http/listQuery';
import { moneyPlaceResource } from '../moneyPlaceResource';

export const bankAccountsResource = moneyPlaceResource({
  name: 'bank-accounts',
  table: 'bank_accounts',
  entityType: 'bank_account',
  schema: bankAccountSchema,
  defaultPerPage: 20,
  orderBy: { iban: 'bank_accounts.iban' },
  filters: idFilters('bank_accounts', ['bank_id']),
  searchText: ['name', 'short_name', 'iban'],
  row: bankAccountRow,
  exportTitle: 'Banka Hesapları',
  nameHeader: 'Hesap Adı',
  moreColumns: [
    { key: 'iban', header: 'IBAN' },
    { key: 'account_number', header: 'Hesap No' },
  ],
});
