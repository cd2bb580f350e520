import { FeaturePlaceholder } from '../shell/feature-placeholder';

export function EmployeesPage() {
  return <FeaturePlaceholder title="EmployeesPage" description="준비 중입니다." layout="padded" />;
}
