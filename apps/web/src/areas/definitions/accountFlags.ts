import type { FieldDef } from '../../ui/ResourceForm';

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
