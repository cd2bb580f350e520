import { routes } from '../endpoint';
import { hierarchyBase } from './organization';

/**
 * Reporting lines (보고 라인, issue 34 item 2): each placement of a person (주 소속 and every 겸직) has a
 * manager and any number of dotted-line managers (점선 보고). Unless HR sets the manager by hand, it is
 * the leader (조직장) of the placement's unit; the leader of a unit reports to the leader of the nearest
 * unit above with a leader. Evaluations' 1차 평가자, the manager dashboard's team and approval lines
 * follow it.
 */
export const managerSources = ['explicit', 'unit_leader'] as const;
export type ManagerSource = (typeof managerSources)[number];
export const managerSourceLabels: Record<ManagerSource, string> = { explicit: '직접 지정', unit_leader: '조직장 기준' };

export const reportingLineLabels = { title: '보고 라인', manager: '관리자', dottedLines: '점선 보고' } as const;
export const dottedLineLimit = 10;

const base = `${hierarchyBase}/reporting-lines/:employeeId` as const;

export const reportingLineRoutes = routes({
  /** The person's placements with their manager and dotted-line managers. */
  get: { method: 'GET', path: base, access: 'employees:read' },
  /** Sets (managerId) or clears (null: back to the unit leader) the manager of one placement. */
  setManager: { method: 'PUT', path: `${base}/:unitId/manager`, access: 'organization:write' },
  addDottedLine: { method: 'POST', path: `${base}/:unitId/dotted-lines`, access: 'organization:write', status: 201 },
  removeDottedLine: { method: 'DELETE', path: `${base}/:unitId/dotted-lines/:managerId`, access: 'organization:write' },
});
