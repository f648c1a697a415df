/** Being built. */
export default function ExpiringCustomersScreen() {
  return null;
}
