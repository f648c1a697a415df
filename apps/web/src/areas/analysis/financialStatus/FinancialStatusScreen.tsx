export default function FinancialStatusScreen() {
  return null;
}
