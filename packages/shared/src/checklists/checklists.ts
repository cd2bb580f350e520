import type { z } from 'zod';
import type { Assignment, UiItemInput, verificationSchema } from './checklists.schemas';
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

/** How an item is checked, in words: '서류 제출', '확인 서명 · 인사 담당자', '자동 확인 · 급여 계좌 등록'. */
export function verificationText(v: z.infer<typeof verificationSchema>, roleLabel: (name: string) => string): string {
  const method = verificationMethodLabels[v.method];
  if (v.method === 'sign_off') return `${method} · ${v.by === 'manager' ? managerSignerLabel : roleLabel(v.role ?? '')}`;
  if (v.method === 'automatic') return `${method} · ${automaticSourceLabels[v.source]}`;
  return method;
}

export const emptyAssignment: Assignment = { corporationIds: [], employmentTypes: [] };

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

/** The palette every installation starts with (seeded once per label, never overwritten). */
export const defaultUiItems: UiItemInput[] = (
  [
  { category: '서류', type: 'sign_off', label: '근로계약서 서명', default_config: { by: 'role', role: 'hr_staff' } },
  { category: '서류', type: 'document', label: '보안서약서 제출', default_config: {} },
  { category: '서류', type: 'automatic', label: '급여 계좌 등록', default_config: { source: 'bank_account' } },
  { category: '서류', type: 'automatic', label: '비상연락처 등록', default_config: { source: 'emergency_contact' } },
  { category: '서류', type: 'document', label: '증명서류 제출', default_config: {} },
  { category: '지급·발급', type: 'sign_off', label: '사원증 발급', default_config: { by: 'role', role: 'hr_staff' } },
  { category: '지급·발급', type: 'automatic', label: '시스템 계정 발급', default_config: { source: 'user_account' } },
  { category: '지급·발급', type: 'sign_off', label: 'IT 장비 지급', default_config: { by: 'role', role: 'admin' } },
  { category: '교육', type: 'document', label: '직무 교육 이수', default_config: {} },
  { category: '수습', type: 'sign_off', label: '수습 평가 면담', default_config: { by: 'manager' } },
  ] satisfies UiItemInput[]
).map((item, i) => ({ ...item, sort_order: (i + 1) * 10 }));
