/** Being built. */
export default function ImportTransfersScreen() {
  return null;
}
