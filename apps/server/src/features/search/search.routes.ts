import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints as endpoints } from '@saram/shared/search/search.schemas';
import type { FeatureDeps } from '../../lib/http/feature-deps';
import { attachment } from '../../lib/http/files';
import { route } from '../../lib/http/route';
import * as documents from './documents.service';
import * as search from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  route(
    app,
    endpoints.search,
    {
      tags: ['search'],
      summary: '통합 검색 (직원, 지원자, 채용 공고, 조직, TF, 체크리스트, 평가, 리포트, 문서)',
      description:
        '검색어는 한글 1음절(예: 김) 또는 2자 이상. 정확히 일치(사번·이메일·이름) → 앞부분 일치 → 초성·부분 일치 순. 결과와 유형별 건수는 호출자가 열 수 있는 레코드로 제한됩니다.',
    },
    async (request) => search.search(db, request.actor, request.query),
  );

  route(
    app,
    endpoints.document,
    { tags: ['search'], summary: '문서 정보', description: '볼 수 없는 문서는 없는 문서와 같은 404로 답합니다.' },
    async (request) => documents.documentInfo(db, request.actor, request.params.id),
  );

  route(
    app,
    endpoints.documentFile,
    { tags: ['search'], summary: '문서 파일 내려받기 (개인정보 접근 기록)', description: 'inline=1: PDF·이미지 미리보기용으로 본문에 표시합니다.' },
    async (request, reply) => {
      const { info, data } = await documents.documentFile(db, request.actor, request.params.id);
      const disposition = request.query.inline === '1' && info.previewable ? attachment(info.title).replace(/^attachment/, 'inline') : attachment(info.title);
      return reply
        .header('content-type', info.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', disposition)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );
};
