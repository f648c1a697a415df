/** English messages of the operating reports (Faaliyet Raporları). */
export const reportsOperating = {
  operatingReports: {
    basis: { label: 'Basis', cash: 'Cash basis', accrual: 'Accrual basis' },
    comparePrevious: 'Compare with the previous period',
    columns: {
      name: 'Item',
      total: 'Total',
      previous: 'Previous period',
      difference: 'Difference',
      comment: 'Comment',
    },
    sections: {
      income: 'Income',
      expense: 'Expenses',
      incomeTotal: 'Total income',
      expenseTotal: 'Total expenses',
      net: 'Net (income − expenses)',
    },
    chart: { title: 'Monthly income and expenses', income: 'Income', expense: 'Expenses' },
    ledgerLink: 'Show in the ledger',
    reconciled: 'Change of bank accounts and safes (transfers excluded): {{amount}}',
    difference: {
      title: 'The difference explained',
      intro: 'The difference between the accrual-basis and the cash-basis figures.',
      cashIncome: 'Cash-basis income',
      incomeDifference: 'Income difference (accrual − cash)',
      cashExpense: 'Cash-basis expenses',
      expenseDifference: 'Expense difference (accrual − cash)',
    },
    comment: {
      edit: 'Write a comment',
      save: 'Save',
      saved: 'Comment saved',
      placeholder: 'A comment on this item (at most 1000 characters)',
      companyWide: 'Comments are written for one complex and a period with a start.',
    },
  },
};
