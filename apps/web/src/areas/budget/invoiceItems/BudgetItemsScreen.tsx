export default function BudgetItemsScreen() {
  return null;
}
