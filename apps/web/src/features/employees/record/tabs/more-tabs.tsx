import type { HrMetrics } from '@saram/shared/employees/employees.schemas';
import type { TabProps } from './personal-tab';
import { sectionSpecs } from '../section-specs';
import { SectionCard, SpecSection } from '../section-view';

/** 경력: totals (with the computed career from hr-metrics) and the previous companies. */
export function CareerTab({ employee, onEdit, metrics }: TabProps & { metrics: HrMetrics | undefined }) {
  return (
    <div className="grid gap-5">
      <SpecSection
        employee={employee}
        spec={sectionSpecs.careerSummary}
        onEdit={onEdit}
        overrides={{
          'career.acknowledgedYears': `${employee.career.acknowledgedYears}년`,
          'career.prevCareer.months':
            employee.career.prevCareer.months || !metrics?.career.previousMonths
              ? `${employee.career.prevCareer.months}개월`
              : `${metrics.career.previousMonths}개월 (이전 직장 기간으로 계산)`,
          'career.mqYears': `${employee.career.mqYears}년`,
          'career.mqMonths': `${employee.career.mqMonths}개월`,
        }}
      >
        {metrics && (
          <p className="mt-4 rounded-lg bg-gray-50 px-3 py-2.5 text-sm text-gray-700">
            총 경력 <strong className="font-semibold text-gray-900">{metrics.career.label}</strong> (이전 직장 {metrics.career.previousMonths}개월 + 당사{' '}
            {metrics.career.companyMonths}개월)
          </p>
        )}
      </SpecSection>
      <SpecSection employee={employee} spec={sectionSpecs.previousCompanies} onEdit={onEdit} />
    </div>
  );
}

export function EducationTab({ employee, onEdit }: TabProps) {
  return (
    <div className="grid gap-5">
      <SpecSection employee={employee} spec={sectionSpecs.educationInfo} onEdit={onEdit} />
      <SpecSection employee={employee} spec={sectionSpecs.educationRecords} onEdit={onEdit} />
    </div>
  );
}

export function QualificationsTab({ employee, onEdit }: TabProps) {
  return (
    <div className="grid gap-5">
      <SpecSection employee={employee} spec={sectionSpecs.certifications} onEdit={onEdit} />
      <SpecSection employee={employee} spec={sectionSpecs.languageSkills} onEdit={onEdit} />
    </div>
  );
}

export function NotesTab({ employee, onEdit }: TabProps) {
  return (
    <SectionCard title="비고" onEdit={onEdit && (() => onEdit('notes'))}>
      {employee.notes ? (
        <p className="text-sm whitespace-pre-wrap text-gray-900">{employee.notes}</p>
      ) : (
        <p className="text-sm text-gray-600">기록된 비고가 없습니다.</p>
      )}
    </SectionCard>
  );
}
