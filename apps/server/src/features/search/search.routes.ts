import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints as endpoints } from '@saram/shared/search.schemas';
import type { FeatureDeps } from '../../lib/feature-deps';
import { route } from '../../lib/route';
import * as search from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  route(
    app,
    endpoints.search,
    {
      tags: ['search'],
      summary: '통합 검색 (직원, 문서, 평가, 체크리스트)',
      description: '검색어 2자 이상. 결과는 호출자가 볼 수 있는 레코드로 제한됩니다.',
    },
    async (request) => search.search(db, request.actor, request.query),
  );
};
