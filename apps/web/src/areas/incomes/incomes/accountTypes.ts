/** Whose account: a house's or a resident's. */
export type AccountKind = 'house' | 'resident';

export type Debt = {
  id: number;
  kind: string;
  income_type_name: string | null;
  period: string | null;
  due_on: string;
  amount: number;
  paid: number;
  open: number;
  description: string | null;
  resident_name: string | null;
  house_label: string | null;
  computation: { text: string } | null;
};

/** The debt a late fee was charged on, as the fee's row names it. */
export type ParentDebtOf = {
  income_type_name: string | null;
  description: string | null;
  period: string | null;
  due_on: string;
  amount: number;
};

/** A charged late fee, with the debt it was charged on and how late that debt was in the fee's month. */
export type Fee = Debt & {
  fee_period: string | null;
  parent_debt: (ParentDebtOf & { id: number }) | null;
  days_late: number | null;
  delay_month: number | null;
};

export type Collection = {
  id: number;
  receipt_no: number | null;
  collected_on: string;
  amount: number;
  allocated: number;
  credit: number;
  place_name: string | null;
  resident_name: string | null;
  house_label: string | null;
  description: string | null;
};

/** A late fee built up but not charged yet. */
export type Accrued = { debt_id: number; amount: number; from: string; to: string; text: string };

export type Account = {
  house?: { id: number; cluster_id: number; house_label: string };
  people?: { id: number; name: string; house_user_type_id: number }[];
  resident?: { id: number; cluster_id: number; name: string; phone: string | null };
  houses?: { id: number; house_label: string; house_user_type_id: number }[];
  balance: number;
  as_of: string;
  open_debts: Debt[];
  paid_debts: Debt[];
  late_fees: Fee[];
  accrued_late_fees: Accrued[];
  accrued_late_fee_total: number;
  collections: Collection[];
};

/** 'Açık Borç' in its parts, formatted: the open debts, the open late fees and both together. */
export type OpenParts = { debts: string; fees: string; total: string };
