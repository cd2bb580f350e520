import { instanceStatusLabels, type InstanceStatus } from '@saram/shared/onboarding/onboarding';
import { documentKindLabels } from '@saram/shared/search/search';
import type { DocumentInfo } from '@saram/shared/search/search.schemas';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth/actor';
import { documentInfo, documentProvider, documentResult, noAnswer, rowsAndCount, type SearchInput, type SearchSource, type SourceAnswer, statusCodes, unsupportedFacet } from '../../lib/data/search-source';
import * as repo from './checklists-search.repo';

const mayRead = (actor: Actor) => actor.permissions.has('checklists:read');
const iso = (at: string) => new Date(at).toISOString();

/** Checklist templates (→ /checklist-templates?id=): company-wide, so only the date facet applies. */
async function templates(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  if (!mayRead(actor) || unsupportedFacet(facets, ['from', 'to'])) return noAnswer;
  const { rows, count } = await rowsAndCount(limit, () => repo.rankedTemplates(db, term, facets, limit), () => repo.countTemplates(db, term, facets, countCap));
  return {
    count,
    results: rows.map((t) => ({
      id: t.id,
      type: 'checklist',
      rank: t.rank,
      title: t.name,
      subtitle: '체크리스트 템플릿',
      href: `/checklist-templates?id=${t.id}`,
      meta: { version: `v${t.current_version}`, items: t.items, updatedAt: iso(t.updated_at) },
    })),
  };
}

/** A person's checklist (→ /new-employees/{employeeId}), within the record scope. */
async function instances(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  if (!mayRead(actor) || !actor.permissions.has('employees:read')) return noAnswer;
  const statuses = statusCodes(instanceStatusLabels, facets.status);
  const { rows, count } = await rowsAndCount(
    limit,
    () => repo.rankedInstances(db, term, actor.employeeScope, facets, statuses, limit),
    () => repo.countInstances(db, term, actor.employeeScope, facets, statuses, countCap),
  );
  return {
    count,
    results: rows.map((i) => ({
      id: i.id,
      type: 'checklist',
      rank: i.rank,
      title: `${i.name_kor} · ${i.template_name}`,
      subtitle: '온보딩 체크리스트',
      href: `/new-employees/${i.employee_id}`,
      meta: { status: instanceStatusLabels[i.status as InstanceStatus] ?? i.status, items: i.items, updatedAt: iso(i.updated_at) },
    })),
  };
}

async function documents(db: Db, actor: Actor, { term, facets, limit, countCap }: SearchInput): Promise<SourceAnswer> {
  if (!mayRead(actor) || unsupportedFacet(facets, ['unitId', 'corporationId', 'from', 'to'])) return noAnswer;
  const { rows, count } = await rowsAndCount(limit, () => repo.rankedChecklistDocuments(db, term, actor.employeeScope, facets, limit), () => repo.countChecklistDocuments(db, term, actor.employeeScope, facets, countCap));
  return {
    count,
    results: rows.map((d) => documentResult(d, documentKindLabels.checklist_document, `${documentKindLabels.checklist_document} · ${d.name_kor} · ${d.template_name}`, d.created_at)),
  };
}

function info(d: repo.ChecklistDocument): DocumentInfo {
  return documentInfo(
    d,
    {
      kind: 'checklist_document',
      kindLabel: documentKindLabels.checklist_document,
      owner: { type: 'checklist', id: d.employee_id, label: `${d.name_kor} · ${d.template_name}`, href: `/new-employees/${d.employee_id}` },
      uploadedBy: d.uploaded_by,
    },
    d.created_at,
  );
}

/** Verification documents: checklists:read and the person inside the caller's scope, as the checklist's own download. */
export const checklistDocumentProvider = documentProvider({
  find: async (db, actor, id) => (mayRead(actor) ? repo.findChecklistDocument(db, id, actor.employeeScope) : undefined),
  bytes: repo.checklistDocumentBytes,
  info,
  access: (d) => ({ subjectType: 'employee', subjectId: d.employee_id, action: 'download', fields: [`checklist.${d.item_id ?? 'unknown'}.document`] }),
});

export const checklistTemplateSearchSource: SearchSource = { type: 'checklist', search: templates };
export const checklistInstanceSearchSource: SearchSource = { type: 'checklist', search: instances };
export const checklistDocumentSearchSource: SearchSource = { type: 'document', search: documents };
