/** Being built. */
export default function BillingScreen() {
  return null;
}
