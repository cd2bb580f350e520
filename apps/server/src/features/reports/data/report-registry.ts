import type { ReportType } from '@saram/shared/reports';
import type { ReportContext } from './report-context';
import type { ReportBody } from './report-format';
import { compensationAnalysis } from './compensation-analysis';
import { departmentPerformance } from './department-performance';
import { executiveSummary } from './executive-summary';
import { individualProgress } from './individual-progress';
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
  INDIVIDUAL_PROGRESS: individualProgress,
  TALENT_ANALYTICS: talentAnalytics,
  SUCCESSION_PLANNING: successionPlanning,
  COMPENSATION_ANALYSIS: compensationAnalysis,
  RETENTION_RISK: retentionRisk,
  SKILLS_GAP: skillsGap,
  TRAINING_EFFECTIVENESS: trainingEffectiveness,
  MANAGER_EFFECTIVENESS: managerEffectiveness,
};
