import type { z } from 'zod';
import type { RouteAccess } from './permissions';

/**
 * One API endpoint, described in two parts that the contract (contract.ts) joins:
 *
 * - its route, in the feature's module (`resignations.ts`): method, the spec's path under /api with
 *   `:name` parameters, the permission, and how it answers. Plain data without zod, so that a screen
 *   that calls the endpoint loads no schema;
 * - its schemas, in the feature's `.schemas.ts` module (`resignations.schemas.ts`): params, query,
 *   body and response, which the server validates and documents with, and which type the web's calls.
 *
 * The server registers each joined endpoint; the web calls a route through the one typed function of
 * its API client, which finds the route's schemas by method and path (contract.ts `EndpointOf`), so a
 * changed path or shape fails the typecheck on both sides.
 */
export type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  access: RouteAccess;
  /** Success status: 200 unless stated (201 for creations, 204 for no content). */
  status?: 200 | 201 | 204;
  /** The answer is a file download (Content-Disposition), not JSON. */
  file?: true;
  /** The body is multipart/form-data (the server reads the upload itself; the web sends FormData). */
  multipart?: true;
};

/** What a route is validated with. `response` is the success body; none for a file answer and for 204. */
export type Schemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
};

export type Endpoint = Route & Schemas;

/** A feature's routes, with their literal types (paths, methods) kept and their shape checked. */
export function routes<const R extends Record<string, Route>>(definitions: R): R {
  return definitions;
}

/**
 * A feature's endpoints: each of its routes with the schemas given for it under the same name (a
 * route without an entry has none). A name that is not a route fails the typecheck.
 */
export function withSchemas<const R extends Record<string, Route>, const S extends { [K in keyof R]?: Schemas } & { [K in Exclude<keyof S, keyof R>]: never }>(
  definitions: R,
  schemas: S,
): { [K in keyof R]: R[K] & (K extends keyof S ? S[K] : unknown) } {
  return Object.fromEntries(Object.entries(definitions).map(([name, route]) => [name, { ...route, ...(schemas[name as keyof S] as Schemas | undefined) }])) as never;
}

type Schema<E, K extends keyof Endpoint> = E extends Record<K, infer S extends z.ZodType> ? S : undefined;

/** The `:name` parameters of a path, e.g. `/a/:id/b/:step` → `{ id: string; step: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : unknown;

/** What a caller sends: path parameters, query and body, each only where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = (E['path'] extends `${string}:${string}`
  ? { params: Schema<E, 'params'> extends z.ZodType ? z.input<Schema<E, 'params'>> : PathParams<E['path']> }
  : { params?: never }) &
  (Schema<E, 'query'> extends z.ZodType ? { query?: z.input<Schema<E, 'query'>> } : { query?: never }) &
  (E extends { multipart: true }
    ? { body: unknown }
    : Schema<E, 'body'> extends z.ZodType
      ? { body: z.input<Schema<E, 'body'>> }
      : { body?: never });

/** The parsed request parts a server handler receives. */
export type EndpointRequest<E extends Endpoint> = {
  params: Schema<E, 'params'> extends z.ZodType ? z.output<Schema<E, 'params'>> : PathParams<E['path']>;
  query: Schema<E, 'query'> extends z.ZodType ? z.output<Schema<E, 'query'>> : unknown;
  body: Schema<E, 'body'> extends z.ZodType ? z.output<Schema<E, 'body'>> : unknown;
};

/** What the server's handler returns for the response schema (before serialisation). */
export type EndpointResult<E extends Endpoint> = Schema<E, 'response'> extends z.ZodType ? z.input<Schema<E, 'response'>> : void;

/** What the caller receives: the serialised response (void for 204; the web's client answers a Response for a file). */
export type EndpointResponse<E extends Endpoint> = Schema<E, 'response'> extends z.ZodType ? z.output<Schema<E, 'response'>> : void;

/** Fills `:name` parameters of a path (each URI-encoded). */
export function fillPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(value);
  });
}
