import { bankAccountSchema } from '@site/shared';
import { unsortedActiveColumn } from '../../../ui/activeFlag';
import { fieldsOf } from '../../../ui/fieldsOf';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { accountFlagDefaults, accountFlagFields, placeNameColumns, placeNameFields } from '../accountFlags';

/** /definitions/bank-accounts: the complex's bank accounts. */
export default function BankAccountsScreen() {
  return (
    <ResourceScreen
      resource="bank-accounts"
      basePath="/definitions/bank-accounts"
      title="menu.definitions.bankAccounts"
      schema={bankAccountSchema}
      defaults={accountFlagDefaults}
      columns={[
        ...placeNameColumns('bankAccounts'),
        { key: 'iban', title: 'bankAccounts.fields.iban', sortKey: 'iban' },
        { key: 'can_collect_money', title: 'bankAccounts.fields.can_collect_money', render: 'flag', filter: 'flag' },
        unsortedActiveColumn,
      ]}
      fields={[
        ...placeNameFields('bankAccounts'),
        { name: 'iban', label: 'bankAccounts.fields.iban', kind: 'iban' },
        ...fieldsOf('bankAccounts', 'text', ['account_number', 'branch_code', 'institution_code', 'client_code']),
        {
          name: 'account_type_id',
          label: 'bankAccounts.fields.account_type_id',
          kind: 'select',
          options: [
            { value: 1, label: 'bankAccounts.accountTypes.1' },
            { value: 2, label: 'bankAccounts.accountTypes.2' },
            { value: 3, label: 'bankAccounts.accountTypes.3' },
          ],
        },
        ...accountFlagFields,
      ]}
    />
  );
}
