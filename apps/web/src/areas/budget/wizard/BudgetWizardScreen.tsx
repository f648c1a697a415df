export default function BudgetWizardScreen() {
  return null;
}
