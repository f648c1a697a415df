/** Being built. */
export default function CustomerGroupsScreen() {
  return null;
}
