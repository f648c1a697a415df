/** Turkish messages of the budget invoice items and the budget wizard. */
export const budgetPlanning = {};
