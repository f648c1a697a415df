// What other areas may use of this one: the receipt of a payment (invoice payments print one too).
export { ReceiptButton } from './receipts/ReceiptButton';
