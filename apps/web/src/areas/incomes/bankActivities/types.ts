import type { BankBooking, BankStatementImportResult } from '@site/shared';

/** A statement line as the API lists it (money in lira). */
export type BankActivity = {
  id: number;
  cluster_id: number;
  bank_account_id: number;
  bank_account_name: string;
  reference_no: string;
  /** The bank's reference, or the line's date and description when the statement had none. */
  reference: string;
  activity_on: string;
  amount: number;
  balance_after: number | null;
  is_incoming: boolean;
  sender_name: string | null;
  description: string | null;
  iban: string | null;
  identity_number: string | null;
  tax_number: string | null;
  is_closed: boolean;
  suggested_house_id: number | null;
  suggested_house_label: string | null;
  suggested_resident_id: number | null;
  suggested_resident_name: string | null;
  confidence: number;
  suggestion_reason: string | null;
  collection_id: number | null;
  collected_on: string | null;
  receipt_no: number | null;
  collection_house_id: number | null;
  collection_house_label: string | null;
  collection_resident_id: number | null;
  collection_resident_name: string | null;
  /** What a closed line was booked as. */
  booked_as: BankBooking | null;
  invoice_payment_id: number | null;
  invoice_id: number | null;
  account_transfer_id: number | null;
  /** The invoice's provider, or the account a transfer filled. */
  counterpart_name: string | null;
};

export type Allocation = {
  id: number;
  amount: number;
  debt_id: number;
  due_on: string;
  period: string | null;
  description: string | null;
  debt_amount: number;
  income_type_name: string | null;
};

export type BankActivityDetail = BankActivity & {
  collection: {
    id: number;
    amount: number;
    collected_on: string;
    description: string | null;
    receipt_no: number | null;
    allocations: Allocation[];
  } | null;
  document: BookedDocument | null;
};

/** The invoice payment (of an invoice, or of the expense made for the line) or the transfer a line was booked as. */
export type BookedDocument = {
  kind: BankBooking;
  payment: {
    id: number;
    amount: number;
    collected_on: string;
    receipt_no: number | null;
    description: string | null;
  } | null;
  invoice: {
    id: number;
    bill_no: string | null;
    billed_on: string;
    invoice_type_id: number;
    receipt_no: number | null;
    provider_name: string;
    amount: number;
    remaining: number;
  } | null;
  transfer: {
    id: number;
    amount: number;
    transferred_on: string;
    from_name: string | null;
    to_name: string | null;
    description: string | null;
  } | null;
};

/** An invoice of the complex with something left to pay. */
export type OpenInvoice = {
  id: number;
  bill_no: string | null;
  billed_on: string;
  last_payment_on: string | null;
  description: string | null;
  provider_name: string;
  amount: number;
  paid: number;
  remaining: number;
};

export type ImportResult = BankStatementImportResult;

/** The payer chosen for a line (pre-filled from the suggestion). */
export type Payer = { house_id: number | null; resident_id: number | null };
