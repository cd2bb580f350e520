import { FeaturePlaceholder } from '../shell/feature-placeholder';

export function EmployeeDetailPage() {
  return <FeaturePlaceholder title="EmployeeDetailPage" description="준비 중입니다." layout="padded" />;
}
