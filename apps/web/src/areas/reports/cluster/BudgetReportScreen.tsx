export default function BudgetReportScreen() {
  return null;
}
