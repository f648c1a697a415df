// What other areas may use of this one: the expense type picker (bank statement bookings) and a
// resident's other expenses and refunds (the collection screen's account detail).
export { ExpenseTypeSelect } from './invoiceItems/ExpenseTypeSelect';
export { AccountOtherExpenses } from './otherExpenses/AccountOtherExpenses';
export { RefundPanel } from './otherExpenses/RefundPanel';
