/** One other expense as `GET /expense/other-expenses/{id}` returns it (money in lira, dates YYYY-MM-DD). */
export type OtherExpense = {
  id: number;
  cluster_id: number;
  income_type_id: number | null;
  income_type: string | null;
  resident_id: number | null;
  resident_name: string | null;
  house_id: number | null;
  house_label: string | null;
  amount: number;
  spent_on: string;
  bank_account_id: number | null;
  bank_account_name: string | null;
  safe_id: number | null;
  safe_name: string | null;
  place_name: string | null;
  refund_type_id: number | null;
  payback_reason: string | null;
  collection_id: number | null;
  debt_id: number | null;
  deferment_amount: number | null;
  description: string | null;
  collecting: { id: number; amount: number; collected_on: string; description: string | null } | null;
  debt: {
    id: number;
    amount: number;
    deferment_amount: number | null;
    description: string | null;
    due_on: string;
  } | null;
};

/** A row of `GET /clusters/{id}/expense/other-expenses` (no related collection or debt). */
export type OtherExpenseRow = Omit<OtherExpense, 'collecting' | 'debt'>;
