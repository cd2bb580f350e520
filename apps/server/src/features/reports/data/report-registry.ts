import type { ReportType } from '@saram/shared/reports/reports';
import type { ReportContext } from './report-context';
import type { ReportBody } from './report-format';
import { compensationAnalysis } from './builders/compensation-analysis';
import { departmentPerformance } from './builders/department-performance';
import { executiveSummary } from './builders/executive-summary';
import { individualProgress } from './builders/individual-progress';
import { managerEffectiveness } from './builders/manager-effectiveness';
import { retentionRisk } from './builders/retention-risk';
import { skillsGap } from './builders/skills-gap';
import { successionPlanning } from './builders/succession-planning';
import { trainingEffectiveness } from './builders/training-effectiveness';
import { talentAnalytics } from './builders/talent-analytics';

/** One function per report type; each answers the figures, charts, tables, missing data and notes of its report. */
export const reportModules: Record<ReportType, (ctx: ReportContext) => Promise<ReportBody>> = {
  EXECUTIVE_SUMMARY: executiveSummary,
  DEPARTMENT_PERFORMANCE: departmentPerformance,
  INDIVIDUAL_PROGRESS: individualProgress,
  TALENT_ANALYTICS: talentAnalytics,
  SUCCESSION_PLANNING: successionPlanning,
  COMPENSATION_ANALYSIS: compensationAnalysis,
  RETENTION_RISK: retentionRisk,
  SKILLS_GAP: skillsGap,
  TRAINING_EFFECTIVENESS: trainingEffectiveness,
  MANAGER_EFFECTIVENESS: managerEffectiveness,
};
