import { resignationStatusLabel, retirementDateOf } from '@saram/shared/employees/employees';
import { corporationLabel, orgLevels } from '@saram/shared/organization/organization';
import { formatDate, orDash } from '../../../../lib/labels/format';
import { placementPath } from '../org-placement';
import { ReportingLinesCard } from '../reporting-lines-card';
import type { TabProps } from './personal-tab';
import { sectionSpecs } from '../section-specs';
import { InfoList, SectionCard, SpecSection } from '../section-view';

/** 소속·근무: placement, its 보고 라인, work details, 입·퇴사 이력 and, after leaving, the resignation. */
export function WorkTab({ employee, onEdit }: TabProps) {
  const o = employee.organization;
  const resignation = employee.resignation;
  return (
    <div className="grid gap-5">
      <SectionCard title="소속" onEdit={onEdit && (() => onEdit('placement'))}>
        <InfoList
          items={[
            { label: corporationLabel, value: orDash(o.insuranceCorp) },
            ...orgLevels.map((l) => ({ label: l.label, value: orDash(o[l.name]) })),
            { label: '소속 경로', value: orDash(placementPath(orgLevels.map((l) => o[l.name]))) },
          ]}
        />
      </SectionCard>
      <ReportingLinesCard employeeId={employee._id} />
      <SpecSection employee={employee} spec={sectionSpecs.work} onEdit={onEdit} />
      <SpecSection employee={employee} spec={sectionSpecs.employmentHistory} onEdit={onEdit} />
      {resignation && (
        <SectionCard title="퇴직 정보" description="퇴직 처리 화면에서 관리합니다.">
          <InfoList
            items={[
              { label: '상태', value: orDash(resignationStatusLabel(resignation.status)) },
              { label: '퇴직일', value: formatDate(retirementDateOf(resignation)) },
              { label: '최종 근무일', value: formatDate(resignation.lastWorkingDate) },
              { label: '사직서 제출일', value: formatDate(resignation.resignationDate) },
              { label: '퇴직 구분', value: orDash(resignation.resignationType) },
              { label: '퇴직 사유', value: orDash(resignation.resignationReason), wide: true },
            ]}
          />
        </SectionCard>
      )}
    </div>
  );
}
