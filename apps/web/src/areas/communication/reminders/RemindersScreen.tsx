/** Replaced by the screen itself. */
export default function Screen() {
  return null;
}
