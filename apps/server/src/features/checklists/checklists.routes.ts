import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checklistTemplateEndpoints as endpoints, uiItemEndpoints } from '@saram/shared/checklists/checklists.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { attachment } from '../../lib/http/files';
import { route } from '../../lib/http/route';
import { exportFile } from './checklist-export';
import * as templates from './checklists.service';
import { checklistInstanceRoutes } from './instances.routes';
import * as ui from './ui-items.service';

export const checklistRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['checklists'];
  route(app, endpoints.list, { tags, summary: '체크리스트 템플릿 목록 (현재 버전)' }, async ({ query }) => ({ data: await templates.listTemplates(db, query) }));
  route(app, endpoints.get, { tags, summary: '체크리스트 템플릿 (현재 버전)' }, async ({ params }) => templates.getTemplate(db, params.id));
  route(app, endpoints.create, { tags, summary: '체크리스트 템플릿 만들기 (버전 1)' }, async (request) => templates.createTemplate(db, request.actor, request.body));
  route(app, endpoints.put, { tags, summary: '템플릿 전체 수정 (새 버전; version이 현재와 다르면 409)' }, async (request) =>
    templates.putTemplate(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.patch, { tags, summary: '템플릿 부분 수정 (새 버전; version이 현재와 다르면 409)' }, async (request) =>
    templates.patchTemplate(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.remove, { tags, summary: '템플릿 삭제 (보관; show_deleted로 조회)' }, async (request) => {
    await templates.deleteTemplate(db, request.actor, request.params.id);
  });
  route(app, endpoints.addItem, { tags, summary: '템플릿 항목 추가 (새 버전)' }, async (request) => templates.addItem(db, request.actor, request.params.id, request.body));
  route(app, endpoints.removeItem, { tags, summary: '템플릿 항목 삭제 (새 버전)' }, async (request) =>
    templates.removeItem(db, request.actor, request.params.id, request.params.itemId, request.query),
  );
  route(app, endpoints.versions, { tags, summary: '템플릿 버전 목록 (최신순)' }, async ({ query }) => templates.listVersions(db, query));
  route(app, endpoints.compare, { tags, summary: '두 버전 비교 (추가·삭제·변경 항목)' }, async ({ query }) => templates.compareVersions(db, query));
  route(app, endpoints.restoreVersion, { tags, summary: '이전 버전 복원 (같은 내용의 새 버전)' }, async (request) =>
    templates.restoreVersion(db, request.actor, request.body),
  );
  route(app, endpoints.export, { tags, summary: '템플릿 내보내기 (json 기본, xlsx)' }, async ({ params, query }, reply) => {
    const template = await templates.getTemplate(db, params.id);
    const file = await exportFile([template], query.format, `checklist-template-${template.name}-v${template.version}`);
    return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(file.body);
  });
  route(app, endpoints.exportAll, { tags, summary: '모든 템플릿 내보내기 (json 기본, xlsx)' }, async ({ query }, reply) => {
    const all = await templates.listTemplates(db, { feature_id: query.feature_id, show_deleted: false });
    const file = await exportFile(all, query.format, 'checklist-templates');
    return reply.header('content-type', file.contentType).header('content-disposition', attachment(file.filename)).send(file.body);
  });

  const uiTags = ['checklists'];
  route(app, uiItemEndpoints.list, { tags: uiTags, summary: '빌더 팔레트 항목 목록' }, async ({ query }) => ui.listUiItems(db, query));
  route(app, uiItemEndpoints.categories, { tags: uiTags, summary: '팔레트 분류 목록' }, async () => ({ data: await ui.uiItemCategories(db) }));
  route(app, uiItemEndpoints.types, { tags: uiTags, summary: '팔레트 유형 (확인 방법) 목록' }, async () => ({ data: ui.uiItemTypeList() }));
  route(app, uiItemEndpoints.create, { tags: uiTags, summary: '팔레트 항목 추가' }, async (request) => ui.createUiItem(db, request.actor, request.body));
  route(app, uiItemEndpoints.update, { tags: uiTags, summary: '팔레트 항목 수정' }, async (request) =>
    ui.updateUiItem(db, request.actor, request.params.id, request.body),
  );
  route(app, uiItemEndpoints.remove, { tags: uiTags, summary: '팔레트 항목 삭제' }, async (request) => {
    await ui.deleteUiItem(db, request.actor, request.params.id);
  });

  // Its own context: multipart parsing for the document uploads stays there.
  await app.register(checklistInstanceRoutes, deps);
};
