// What other areas may use of this one: the receipt of a payment (invoice payments print one too).

// The props of the panels an account page opens, the refund of expenses among them.
export type { AccountPanelProps } from './incomes/accountTypes';
export { ReceiptButton } from './receipts/ReceiptButton';
