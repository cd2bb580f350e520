import { routes } from '../endpoint';

/**
 * Onboarding checklist templates (spec 7.3, mongo/checklist) and the builder's palette (mongo/ui-items).
 * A template is known by its name within a feature (feature_id, e.g. 'onboarding'); every saved change
 * writes a new immutable version holding the full content (sections and items).
 */

/** Records an item can be verified from without anyone signing: the new hire's own entries on 내 정보, or their account. */
export const automaticSources = ['bank_account', 'emergency_contact', 'user_account'] as const;
export type AutomaticSource = (typeof automaticSources)[number];
export const automaticSourceLabels: Record<AutomaticSource, string> = {
  bank_account: '급여 계좌 등록',
  emergency_contact: '비상연락처 등록',
  user_account: '시스템 계정 발급',
};
export const verificationMethods = ['document', 'sign_off', 'automatic'] as const;
export type VerificationMethod = (typeof verificationMethods)[number];
export const verificationMethodLabels: Record<(typeof verificationMethods)[number], string> = {
  document: '서류 제출',
  sign_off: '확인 서명',
  automatic: '자동 확인',
};

/** Who signs a `sign_off` item by `manager`: a leader (…장) of one of the new hire's units, or an HR manager. */
export const managerSignerLabel = '소속 조직장';

// ---------------------------------------------------------------------------------------------
// Routes of the templates (their schemas: checklists.schemas.ts)

const base = '/api/mongo/checklist/templates';

export const checklistTemplateRoutes = routes({
  list: { method: 'GET', path: base, access: 'checklists:read' },
  versions: { method: 'GET', path: `${base}/versions`, access: 'checklists:read' },
  compare: { method: 'GET', path: `${base}/compare`, access: 'checklists:read' },
  restoreVersion: { method: 'POST', path: `${base}/restore-version`, access: 'checklists:write', status: 201 },
  exportAll: { method: 'GET', path: `${base}/export-all`, access: 'checklists:read', file: true },
  get: { method: 'GET', path: `${base}/:id`, access: 'checklists:read' },
  create: { method: 'POST', path: base, access: 'checklists:write', status: 201 },
  put: { method: 'PUT', path: `${base}/:id`, access: 'checklists:write' },
  patch: { method: 'PATCH', path: `${base}/:id`, access: 'checklists:write' },
  remove: { method: 'DELETE', path: `${base}/:id`, access: 'checklists:write', status: 204 },
  export: { method: 'GET', path: `${base}/:id/export`, access: 'checklists:read', file: true },
  addItem: { method: 'POST', path: `${base}/:id/items`, access: 'checklists:write', status: 201 },
  removeItem: { method: 'DELETE', path: `${base}/:id/items/:itemId`, access: 'checklists:write' },
});

// ---------------------------------------------------------------------------------------------
// UI items: the palette the builder draws from.

export const uiItemTypes = verificationMethods;

const uiBase = '/api/mongo/ui-items';
export const uiItemRoutes = routes({
  list: { method: 'GET', path: uiBase, access: 'checklists:read' },
  categories: { method: 'GET', path: `${uiBase}/categories`, access: 'checklists:read' },
  types: { method: 'GET', path: `${uiBase}/types`, access: 'checklists:read' },
  create: { method: 'POST', path: uiBase, access: 'checklists:write', status: 201 },
  update: { method: 'PUT', path: `${uiBase}/:id`, access: 'checklists:write' },
  remove: { method: 'DELETE', path: `${uiBase}/:id`, access: 'checklists:write', status: 204 },
});

