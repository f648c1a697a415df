// A complex's own codes of the uniform chart of accounts (migration 0031).

/** Filled in with the table. */
export type AccountCodesTable = { id: number };
