import type { ReportType } from '@saram/shared/reports';
import type { ReportContext } from './report-data.service';
import type { ReportBody } from './report-format';
import { departmentPerformance } from './department-performance';
import { executiveSummary } from './executive-summary';
import { managerEffectiveness } from './manager-effectiveness';
import { retentionRisk } from './retention-risk';
import { skillsGap } from './skills-gap';
import { successionPlanning } from './succession-planning';
import { trainingEffectiveness } from './training-effectiveness';
import { talentAnalytics } from './talent-analytics';

/** One function per report type; each answers the figures, charts, tables, missing data and notes of its report. */
export const reportModules: Record<ReportType, (ctx: ReportContext) => Promise<ReportBody>> = {
  EXECUTIVE_SUMMARY: executiveSummary,
  DEPARTMENT_PERFORMANCE: departmentPerformance,
  INDIVIDUAL_PROGRESS: notYet,
  TALENT_ANALYTICS: talentAnalytics,
  SUCCESSION_PLANNING: successionPlanning,
  COMPENSATION_ANALYSIS: notYet,
  RETENTION_RISK: retentionRisk,
  SKILLS_GAP: skillsGap,
  TRAINING_EFFECTIVENESS: trainingEffectiveness,
  MANAGER_EFFECTIVENESS: managerEffectiveness,
};

async function notYet(): Promise<ReportBody> {
  return { figures: [], charts: [], tables: [], missing: [{ title: '준비 중', description: '이 리포트의 데이터는 아직 준비 중입니다.', how: '다음 릴리스에서 제공됩니다.' }], notes: [] };
}
