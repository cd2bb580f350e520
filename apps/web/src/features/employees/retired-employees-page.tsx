import { FeaturePlaceholder } from '../shell/feature-placeholder';

export function RetiredEmployeesPage() {
  return <FeaturePlaceholder title="RetiredEmployeesPage" description="준비 중입니다." layout="padded" />;
}
