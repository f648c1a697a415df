import type { BankStatementImportResult } from '@site/shared';

// The lines, their detail, booked documents and open invoices are the shared answers' types (`@site/shared`).

export type ImportResult = BankStatementImportResult;

/** The payer chosen for a line (pre-filled from the suggestion). */
export type Payer = { house_id: number | null; resident_id: number | null };
