import type { ColumnDef } from '../../ui/DataTable';
import type { FieldDef } from '../../ui/ResourceForm';

type Place = 'bankAccounts' | 'safes';

/** The name (searched) and short name a bank account or a safe is listed by. */
export const placeNameColumns = (place: Place): ColumnDef[] => [
  { key: 'name', title: `${place}.fields.name`, sortKey: 'name', filter: 'text' },
  { key: 'short_name', title: `${place}.fields.short_name`, sortKey: 'short_name' },
];

/** The name (required) and short name of a bank account's or a safe's form. */
export const placeNameFields = (place: Place): FieldDef[] => [
  { name: 'name', label: `${place}.fields.name`, kind: 'text', required: true },
  { name: 'short_name', label: `${place}.fields.short_name`, kind: 'text' },
];

// Bank accounts and safes both keep a complex's money: the same flags, labelled with the bank accounts' words.
const flags = ['can_collect_money', 'can_receive_bills', 'can_used_for_sms', 'residents_can_see', 'is_active'] as const;

/** The flags of a bank account or a safe, as form fields three to a row. */
export const accountFlagFields = flags.map(
  (name): FieldDef => ({
    name,
    label: name === 'is_active' ? 'common.active' : `bankAccounts.fields.${name}`,
    kind: 'flag' as const,
    span: 8,
  }),
);

/** A new bank account or safe is active, collects money and receives bills. */
export const accountFlagDefaults = { is_active: true, can_collect_money: true, can_receive_bills: true };
