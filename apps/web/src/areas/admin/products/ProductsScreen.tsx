/** Being built. */
export default function ProductsScreen() {
  return null;
}
