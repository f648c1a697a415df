/** English messages of the accounting area (chart of accounts, trial balance, ledger). */
export const accounting = {
  accounting: {},
};
