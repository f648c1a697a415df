/** Being built. */
export default function BankActivitiesScreen() {
  return null;
}
