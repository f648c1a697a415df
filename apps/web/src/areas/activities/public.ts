// What other areas may use of this one: the account toolbar (account and period pickers, export, reload)
// and the journal's columns, which the account statements of reports share.
export { AccountToolbar } from './activities/AccountToolbar';
export { activityColumns, amount, balance } from './activities/activityColumns';
