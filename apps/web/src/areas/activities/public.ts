// What other areas may use of this one: the account title bar (title, account and period pickers, export, reload)
// and the journal's columns, which the account statements of reports share.
export { AccountTitleBar } from './activities/AccountTitleBar';
export { activityColumns, amount, balance } from './activities/activityColumns';
