import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { evaluationEndpoints as endpoints } from '@saram/shared/evaluations/evaluations.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { attachment } from '../../lib/http/files';
import { recordAccess } from '../../lib/data/audit';
import { route } from '../../lib/http/route';
import { seoulToday } from '../../lib/seoul-time';
import * as codes from './codes.service';
import * as cycles from './cycles.service';
import * as evaluations from './evaluations.service';
import { renderCycleReport, renderEvaluationReport } from './reports.pdf';
import { resultsWorkbook } from './results-excel';
import { xlsxContentType } from '../../lib/documents/spreadsheet';
import * as templates from './templates.service';

/** Performance evaluations (spec 7.11 evaluation part, 7.2 check-or-create; issue 15). */
export const evaluationRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db, mailer, clock }) => {
  const tags = ['evaluations'];
  const now = () => clock?.() ?? new Date();

  route(app, endpoints.listCodes, { tags, summary: '평가 코드 목록 (척도, 등급, 역량, 문항 분류)' }, async (request) => codes.listCodes(db, request.query));
  route(app, endpoints.createCode, { tags, summary: '평가 코드 등록' }, async (request) => codes.createCode(db, request.actor, request.body));
  route(app, endpoints.updateCode, { tags, summary: '평가 코드 수정 (버전 기록)' }, async (request) => codes.updateCode(db, request.actor, request.params.id, request.body));
  route(app, endpoints.codeHistory, { tags, summary: '평가 코드 변경 이력' }, async (request) => codes.codeHistory(db, request.params.id));

  route(app, endpoints.listTemplates, { tags, summary: '평가 템플릿 목록' }, async () => templates.listTemplates(db));
  route(app, endpoints.createTemplate, { tags, summary: '평가 템플릿 등록 (점수 문항 가중치 합계 100)' }, async (request) =>
    templates.createTemplate(db, request.actor, request.body),
  );
  route(app, endpoints.getTemplate, { tags, summary: '평가 템플릿 상세' }, async (request) => templates.getTemplate(db, request.params.id));
  route(app, endpoints.updateTemplate, { tags, summary: '평가 템플릿 수정 (진행 중인 평가에 쓰인 템플릿은 사본으로 저장)' }, async (request) =>
    templates.updateTemplate(db, request.actor, request.params.id, request.body),
  );
  route(app, endpoints.deleteTemplate, { tags, summary: '평가 템플릿 삭제 (사용된 템플릿은 목록에서 숨김)' }, async (request) => {
    await templates.deleteTemplate(db, request.actor, request.params.id);
  });

  route(app, endpoints.listCycles, { tags, summary: '평가 주기 목록' }, async (request) => cycles.listCycles(db, request.query));
  route(app, endpoints.createCycle, { tags, summary: '평가 주기 등록 (준비 중)' }, async (request) => cycles.createCycle(db, request.actor, request.body));
  route(app, endpoints.getCycle, { tags, summary: '평가 주기 상세' }, async (request) => cycles.getCycle(db, request.params.id));
  route(app, endpoints.updateCycle, { tags, summary: '평가 주기 수정 (준비 중에만)' }, async (request) => cycles.updateCycle(db, request.actor, request.params.id, request.body));
  route(app, endpoints.deleteCycle, { tags, summary: '평가 주기 삭제 (준비 중에만)' }, async (request) => {
    await cycles.deleteCycle(db, request.actor, request.params.id);
  });
  route(app, endpoints.buildPopulation, { tags, summary: '평가 대상자 구성 (조직장 기준 평가자 배정, 수동 지정 유지)' }, async (request) =>
    cycles.buildPopulation(db, request.actor, request.params.id),
  );
  route(app, endpoints.assignments, { tags, summary: '대상자와 평가자 목록, 평가자 없는 대상자' }, async (request) => cycles.assignments(db, request.params.id, request.actor.employeeScope));
  route(app, endpoints.overrideEvaluators, { tags, summary: '평가자 수동 지정' }, async (request) => cycles.overrideEvaluators(db, request.actor, request.params.id, request.body));
  route(app, endpoints.openCycle, { tags, summary: '평가 시작 (모든 대상자에게 1차 평가자 필요)' }, async (request) =>
    cycles.openCycle(db, request.actor, request.params.id, request.body.version, now()),
  );
  route(app, endpoints.closeCycle, { tags, summary: '평가 마감' }, async (request) => cycles.closeCycle(db, request.actor, request.params.id, request.body.version, now()));
  route(app, endpoints.releaseCycle, { tags, summary: '평가 결과 공개 (직원이 본인 결과를 봄)' }, async (request) =>
    cycles.releaseCycle(db, request.actor, request.params.id, request.body.version, now()),
  );
  route(app, endpoints.cycleStatus, { tags, summary: '평가 진행 현황 (조직·단계별)' }, async (request) => cycles.cycleStatus(db, request.params.id, request.actor.employeeScope));
  route(app, endpoints.remind, { tags, summary: '미완료 평가 알림 메일 발송' }, async (request) => cycles.remind(db, request.actor, mailer, request.params.id, request.body));
  route(app, endpoints.cycleResults, { tags, summary: '평가 결과 (점수, 등급 분포, 조정 내역)' }, async (request) => cycles.results(db, request.params.id, request.actor.employeeScope));
  route(app, endpoints.calibrate, { tags, summary: '등급 조정 (사유 필수, 기록됨)' }, async (request) => cycles.calibrate(db, request.actor, request.params.id, request.body, now()));
  route(app, endpoints.cycleReport, { tags, summary: '평가 결과 보고서 PDF' }, async (request, reply) => {
    const results = await cycles.results(db, request.params.id, request.actor.employeeScope);
    const body = await renderCycleReport(results, seoulToday(now()));
    await recordAccess(db, request.actor, { subjectType: 'evaluation_cycle', subjectId: request.params.id, action: 'download', fields: ['evaluations.results'] });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`평가결과보고서_${results.cycle.name}.pdf`, 'evaluation-cycle-report.pdf'))
      .send(body);
  });
  route(app, endpoints.cycleResultsExport, { tags, summary: '평가 결과 Excel 내보내기' }, async (request, reply) => {
    const results = await cycles.results(db, request.params.id, request.actor.employeeScope);
    const body = await resultsWorkbook(results);
    await recordAccess(db, request.actor, { subjectType: 'evaluation_cycle', subjectId: request.params.id, action: 'download', fields: ['evaluations.results'] });
    return reply
      .header('content-type', xlsxContentType)
      .header('content-disposition', attachment(`평가결과_${results.cycle.name}.xlsx`, 'evaluation-results.xlsx'))
      .send(body);
  });

  route(app, endpoints.myTasks, { tags, summary: '내 평가와 내가 평가할 대상 (단계별)' }, async (request) => evaluations.myTasks(db, request.actor, request.query));
  route(app, endpoints.getEvaluation, { tags, summary: '평가 상세 (역할별로 볼 수 있는 부분만; 권한 없으면 404)' }, async (request) =>
    evaluations.getEvaluation(db, request.actor, request.params.id),
  );
  route(app, endpoints.saveDraft, { tags, summary: '임시 저장 (버전 확인; 오래된 버전은 409와 최신 내용)' }, async (request) =>
    evaluations.saveDraft(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, endpoints.submit, { tags, summary: '평가 제출 (필수 문항·가중치 확인)' }, async (request) =>
    evaluations.submit(db, request.actor, request.params.id, request.body?.version, now()),
  );
  route(app, endpoints.returnEvaluation, { tags, summary: '반려 (한 단계 이전으로, 사유 필수)' }, async (request) =>
    evaluations.returnEvaluation(db, request.actor, request.params.id, request.body, now()),
  );
  route(app, endpoints.confirm, { tags, summary: '평가 확정 (2차 검토 후)' }, async (request) => evaluations.confirm(db, request.actor, request.params.id, request.body?.version, now()));
  route(app, endpoints.bulkSave, { tags, summary: '일괄 저장·제출 (평가자 포털; 전부 또는 전무)' }, async (request) => evaluations.bulkSave(db, request.actor, request.body, now()));
  route(app, endpoints.evaluationReport, { tags, summary: '개인 평가 보고서 PDF (볼 수 있는 부분만)' }, async (request, reply) => {
    const { dto } = await evaluations.readableContext(db, request.actor, request.params.id);
    const body = await renderEvaluationReport(dto, seoulToday(now()));
    await recordAccess(db, request.actor, { subjectType: 'employee', subjectId: dto.employee.id, action: 'download', fields: ['evaluations.report'] });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(`평가보고서_${dto.employee.name}_${dto.cycle.name}.pdf`, 'evaluation-report.pdf'))
      .send(body);
  });
};
