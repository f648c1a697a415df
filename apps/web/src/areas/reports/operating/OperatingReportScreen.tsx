export default function OperatingReportScreen() {
  return null;
}
