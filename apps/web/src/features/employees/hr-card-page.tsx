import { FeaturePlaceholder } from '../shell/feature-placeholder';

export function HrCardPage() {
  return <FeaturePlaceholder title="HrCardPage" description="준비 중입니다." layout="padded" />;
}
