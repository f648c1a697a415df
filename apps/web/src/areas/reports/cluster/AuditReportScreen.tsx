export default function AuditReportScreen() {
  return null;
}
