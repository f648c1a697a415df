/** Turkish messages of the budget area. */
export const budget = {
  budget: {},
};
