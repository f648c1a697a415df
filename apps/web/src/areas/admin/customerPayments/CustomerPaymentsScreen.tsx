/** Being built. */
export default function CustomerPaymentsScreen() {
  return null;
}
