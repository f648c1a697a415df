/** Being built. */
export default function InvoiceScreen() {
  return null;
}
