/** Being built. */
export default function CustomerInvoicesScreen() {
  return null;
}
