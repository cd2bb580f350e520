import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@saram/shared/search';
import type { FeatureDeps } from '../../app';
import * as search from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (app, { db }) => {
  app.get(
    '/api/search',
    {
      config: { access: 'search:use' },
      schema: {
        tags: ['search'],
        summary: '통합 검색 (직원, 문서, 평가, 체크리스트)',
        description: '검색어 2자 이상. 결과는 호출자가 볼 수 있는 레코드로 제한됩니다.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => ({ results: await search.search(db, request.actor, request.query) }),
  );
};
