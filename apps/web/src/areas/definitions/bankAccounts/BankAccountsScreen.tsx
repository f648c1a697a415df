import { bankAccountSchema } from '@site/shared';
import { ResourceScreen } from '../../../ui/ResourceScreen';
import { accountFlagDefaults, accountFlagFields } from '../accountFlags';

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
        { key: 'name', title: 'bankAccounts.fields.name', sortKey: 'name', filter: 'text' },
        { key: 'short_name', title: 'bankAccounts.fields.short_name', sortKey: 'short_name' },
        { key: 'iban', title: 'bankAccounts.fields.iban', sortKey: 'iban' },
        { key: 'can_collect_money', title: 'bankAccounts.fields.can_collect_money', render: 'flag', filter: 'flag' },
        { key: 'is_active', title: 'common.active', render: 'flag', filter: 'flag' },
      ]}
      fields={[
        { name: 'name', label: 'bankAccounts.fields.name', kind: 'text', required: true },
        { name: 'short_name', label: 'bankAccounts.fields.short_name', kind: 'text' },
        { name: 'iban', label: 'bankAccounts.fields.iban', kind: 'iban' },
        { name: 'account_number', label: 'bankAccounts.fields.account_number', kind: 'text' },
        { name: 'branch_code', label: 'bankAccounts.fields.branch_code', kind: 'text' },
        { name: 'institution_code', label: 'bankAccounts.fields.institution_code', kind: 'text' },
        { name: 'client_code', label: 'bankAccounts.fields.client_code', kind: 'text' },
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
