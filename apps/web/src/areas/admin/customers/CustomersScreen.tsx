/** Being built. */
export default function CustomersScreen() {
  return null;
}
