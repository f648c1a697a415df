/** Being built. */
export default function AdsScreen() {
  return null;
}
