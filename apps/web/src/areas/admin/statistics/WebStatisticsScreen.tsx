/** Being built. */
export default function WebStatisticsScreen() {
  return null;
}
