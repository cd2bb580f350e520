import type { z } from 'zod';
import type { RouteAccess } from './permissions';

/**
 * One API endpoint, described once: the server registers its route from this object and the web
 * calls it through the one typed function of its API client, so a changed path or shape fails the
 * typecheck on both sides.
 *
 * - `path` is the spec's path under /api, with `:name` parameters.
 * - `response` is the success body; omitted for a file answer (`file: true`) and for 204.
 * - `multipart` endpoints take a form (the server reads the upload itself; the web sends FormData).
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Success status: 200 unless stated (201 for creations, 204 for no content). */
  status?: 200 | 201 | 204;
  /** The answer is a file download (Content-Disposition), not JSON. */
  file?: true;
  /** The body is multipart/form-data. */
  multipart?: true;
};

/** Keeps the literal types of an endpoint (its path and schemas) while checking its shape. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
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
