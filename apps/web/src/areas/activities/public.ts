// What other areas may use of this one: the account and period pickers, the journal's columns and the
// export menu, which the account statements of reports share.
export { AccountPicker, PeriodPicker } from './activities/AccountPicker';
export { activityColumns, amount, balance } from './activities/activityColumns';
export { ExportMenu } from './activities/ExportMenu';
