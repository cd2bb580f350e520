export function ReportBuilderPage() { return null; }
