import type { AccruedLateFee, Collection, Debt, HouseAccount, LateFeeTrace, ResidentAccount } from '@site/shared';
import type { Named } from '../../../api/pickers';

// The account pages' rows are the shared answers' types; the names here are what the screens call them.
export type { Collection, Debt };

/** Whose account: a house's or a resident's. */
export type AccountKind = 'house' | 'resident';

/** The debt a late fee was charged on, as the fee's row names it. */
export type ParentDebtOf = NonNullable<LateFeeTrace['parent_debt']>;

/** A charged late fee, with the debt it was charged on and how late that debt was in the fee's month. */
export type Fee = LateFeeTrace;

/** A late fee built up but not charged yet. */
export type Accrued = AccruedLateFee;

/** A house's or a resident's account page: the head of the other kind is absent. */
export type Account = Omit<HouseAccount, 'house' | 'people'> &
  Partial<Pick<HouseAccount, 'house' | 'people'> & Pick<ResidentAccount, 'resident' | 'houses'>>;

/** What a panel opened over an account is given: a collection's, or a refund's. */
export type AccountPanelProps = {
  open: boolean;
  onClose: () => void;
  /** Called with the new record's id. */
  onSaved: (id: number) => void;
  /** The house's account, or null for a resident's own. */
  houseId: number | null;
  /** Who pays or is paid: the house's people (owner, renter), or the one resident (then required). */
  payers: Named[];
};

/** 'Açık Borç' in its parts, formatted: the open debts, the open late fees and both together. */
export type OpenParts = { debts: string; fees: string; total: string };
