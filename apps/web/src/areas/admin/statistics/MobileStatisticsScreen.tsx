/** Being built. */
export default function MobileStatisticsScreen() {
  return null;
}
