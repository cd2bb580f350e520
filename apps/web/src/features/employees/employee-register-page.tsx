import { FeaturePlaceholder } from '../shell/feature-placeholder';

export function EmployeeRegisterPage() {
  return <FeaturePlaceholder title="EmployeeRegisterPage" description="준비 중입니다." layout="padded" />;
}
