export default function ReviewReportScreen() {
  return null;
}
