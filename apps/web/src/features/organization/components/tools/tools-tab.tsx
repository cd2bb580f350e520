import type { ReactNode } from 'react';
import { useCanManageOrganization } from '../../use-can-manage';
import { ConsistencyCard } from './consistency-card';
import { InsuranceCorpCard } from '../corporations/insurance-corp-card';
import { MappingsCard } from '../corporations/mappings-card';
import { MigrateExistingCard } from './migrate-existing-card';
import { StatisticsPanel } from './statistics-panel';
import { TransferCard } from './transfer-card';
import { ValidateCard } from './validate-card';

function ToolSection({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-[15px] font-semibold text-gray-900">
          {title}
        </h2>
        <p className="mt-0.5 text-[13px] text-gray-600">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** 도구 tab: statistics and health, the validate report, export/import, mappings, the two migrations, the consistency check. */
export function ToolsTab() {
  const canManage = useCanManageOrganization();
  return (
    <div className="space-y-8">
      <ToolSection id="tools-overview" title="현황" description="조직·직원·TF 통계와 조직 데이터 상태 점검">
        <StatisticsPanel />
      </ToolSection>
      <ToolSection id="tools-structure" title="구조 검증 · 파일" description="조직 구조의 오류를 찾고, 조직 전체를 파일로 내보내거나 가져옵니다.">
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          <ValidateCard />
          <TransferCard />
        </div>
      </ToolSection>
      <ToolSection id="tools-migration" title="매핑 · 데이터 이관" description="레거시 조직 유형의 레벨을 정하고, 직원 정보의 조직명과 보험 법인을 조직·법인으로 옮깁니다.">
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          <MappingsCard />
          {canManage && <MigrateExistingCard />}
          {canManage && <InsuranceCorpCard />}
          <ConsistencyCard />
        </div>
      </ToolSection>
    </div>
  );
}
