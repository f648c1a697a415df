export default function ExpenseDetailScreen() {
  return null;
}
