/** Being built. */
export default function PayoutCheckScreen() {
  return null;
}
