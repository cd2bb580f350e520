import type { Endpoint, EndpointInput, EndpointResponse, Route } from './endpoint';
import { accessRequestEndpoints } from './access-requests/access-requests.schemas';
import { accountEndpoints, userEndpoints } from './auth/accounts.schemas';
import { apiTokenEndpoints } from './tokens/api-tokens.schemas';
import { commonTypeEndpoints } from './common-types/common-types.schemas';
import { corporateStructureEndpoints } from './corporate-structure/corporate-structure.schemas';
import { hierarchyEndpoints } from './organization/organization.schemas';
import { legacyOrganizationEndpoints } from './organization/organization-legacy.schemas';
import { taskForceEndpoints } from './organization/organization-task-forces.schemas';
import { hierarchyToolEndpoints } from './organization/organization-tools.schemas';
import { reportingLineEndpoints } from './organization/organization-reporting.schemas';
import { auditEndpoints } from './audit/audit.schemas';
import { authEndpoints, ssoEndpoints } from './auth/auth.schemas';
import { healthEndpoints } from './health/health.schemas';
import { searchEndpoints } from './search/search.schemas';
import { telemetryEndpoints } from './telemetry/telemetry.schemas';
import { employeeEndpoints, employeeFileEndpoints } from './employees/employee-endpoints.schemas';
import { profileEndpoints } from './employees/profile.schemas';
import { roleRuleEndpoints } from './role-rules/role-rules.schemas';
import { rbacEndpoints } from './rbac/rbac.schemas';
import { certificateEndpoints } from './certificates/certificates.schemas';
import { checklistTemplateEndpoints, uiItemEndpoints } from './checklists/checklists.schemas';
import { mailEndpoints } from './mail/mail.schemas';
import { instanceEndpoints, onboardingEndpoints, verificationEndpoints } from './onboarding/onboarding.schemas';
import { applicantEndpoints, integrationEndpoints, recruitmentEndpoints } from './recruitment/recruitment.schemas';
import { resignationEndpoints } from './resignations/resignations.schemas';
import { appointmentEndpoints } from './appointments/appointments.schemas';
import { retentionEndpoints } from './retention/retention.schemas';
import { evaluationEndpoints } from './evaluations/evaluations.schemas';
import { dashboardEndpoints } from './dashboard/dashboard.schemas';
import { myDashboardEndpoints } from './dashboard/my-dashboard.schemas';
import { reportCenterEndpoints, reportDataEndpoints, reportExportEndpoints } from './reports/reports.schemas';
import { reportBuilderEndpoints } from './reports/report-builder.schemas';
import { webhookEndpoints } from './webhooks/webhooks.schemas';
import { notificationEndpoints } from './notifications/notifications.schemas';

/**
 * Every endpoint of the API, by feature. The server registers each of them (routes.test.ts walks
 * the registered routes against this list) and the web calls them by these objects.
 */
export const contract = {
  apiTokens: apiTokenEndpoints,
  hierarchy: hierarchyEndpoints,
  taskForces: taskForceEndpoints,
  hierarchyTools: hierarchyToolEndpoints,
  reportingLines: reportingLineEndpoints,
  legacyOrganizations: legacyOrganizationEndpoints,
  corporateStructure: corporateStructureEndpoints,
  auth: authEndpoints,
  sso: ssoEndpoints,
  accessRequests: accessRequestEndpoints,
  audit: auditEndpoints,
  telemetry: telemetryEndpoints,
  search: searchEndpoints,
  health: healthEndpoints,
  employees: employeeEndpoints,
  employeeFiles: employeeFileEndpoints,
  profile: profileEndpoints,
  accounts: accountEndpoints,
  users: userEndpoints,
  commonTypes: commonTypeEndpoints,
  roleRules: roleRuleEndpoints,
  rbac: rbacEndpoints,
  checklistTemplates: checklistTemplateEndpoints,
  uiItems: uiItemEndpoints,
  mail: mailEndpoints,
  checklistInstances: instanceEndpoints,
  checklistVerifications: verificationEndpoints,
  onboarding: onboardingEndpoints,
  recruitment: recruitmentEndpoints,
  applicants: applicantEndpoints,
  integration: integrationEndpoints,
  resignations: resignationEndpoints,
  certificates: certificateEndpoints,
  appointments: appointmentEndpoints,
  retention: retentionEndpoints,
  evaluations: evaluationEndpoints,
  dashboard: dashboardEndpoints,
  myDashboard: myDashboardEndpoints,
  reportData: reportDataEndpoints,
  reportExports: reportExportEndpoints,
  reportCenter: reportCenterEndpoints,
  reportBuilder: reportBuilderEndpoints,
  webhooks: webhookEndpoints,
  notifications: notificationEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group));

type Contract = typeof contract;
/** Every endpoint of the API, as a union of their types. */
type AnyEndpoint = { [G in keyof Contract]: Contract[G][keyof Contract[G]] }[keyof Contract];

/** The endpoint (route and schemas) of a route: the one with its method and path. */
export type EndpointOf<R extends Route> = Extract<AnyEndpoint, Pick<R, 'method' | 'path'>>;
/** What a caller of a route sends (path parameters, query, body), typed from its schemas. */
export type RouteInput<R extends Route> = EndpointInput<EndpointOf<R>>;
/** What a caller of a route receives, typed from its response schema. */
export type RouteResponse<R extends Route> = EndpointResponse<EndpointOf<R>>;
