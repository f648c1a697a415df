export default function PivotScreen() {
  return null;
}
