import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Endpoint, EndpointRequest, EndpointResult } from '@saram/shared/endpoint';

/** What a route adds to its contract: the OpenAPI text (Korean) and per-route limits. */
export type RouteDoc = {
  tags: string[];
  summary: string;
  description?: string;
  bodyLimit?: number;
  /** Other answers to document (errors, a redirect), by status. */
  responses?: Record<number, z.ZodType>;
};

export type EndpointHandler<E extends Endpoint> = (
  request: FastifyRequest & EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | FastifyReply>;

/**
 * Registers the route of a contract endpoint (packages/shared): method, path, access and schemas
 * come from the endpoint; the handler returns the response body (its status is the endpoint's),
 * or the reply it sent itself (files).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any type provider: the schemas come from the endpoint
export function route<E extends Endpoint>(app: FastifyInstance<any, any, any, any, any>, endpoint: E, doc: RouteDoc, handler: EndpointHandler<E>): void {
  const status = endpoint.status ?? 200;
  const response = endpoint.response ? { [status]: endpoint.response } : status === 204 ? { 204: z.null() } : undefined;
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    ...(doc.bodyLimit ? { bodyLimit: doc.bodyLimit } : {}),
    schema: {
      tags: doc.tags,
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(response || doc.responses ? { response: { ...response, ...doc.responses } } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler(request as FastifyRequest & EndpointRequest<E>, reply);
      if (result === reply || reply.sent) return reply;
      return reply.code(status).send(status === 204 ? null : result);
    },
  };
  app.route(options);
}
