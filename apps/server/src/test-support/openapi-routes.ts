import type { FastifyInstance } from 'fastify';
import { endpointPath } from '@kingside/contract';

/** The parts of an OpenAPI 3 document the route-wide tests read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface DocumentedRoute {
  /** "METHOD /api/path/{param}", as the OpenAPI document names it. */
  key: string;
  method: string;
  path: string;
  pathParams: string[];
  /** Each path parameter's schema, by name. */
  pathSchemas: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON request body's schema, if the route takes one. */
  jsonBody?: JsonSchema;
  /** Whether the route says it takes multipart/form-data. */
  multipart: boolean;
}

interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

/** Every route of the app's own OpenAPI document (GET /api/docs/json), so that a new route is never left out. */
export async function documentedRoutes(app: FastifyInstance): Promise<DocumentedRoute[]> {
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
  const document = answer.json<{ paths: Record<string, Record<string, Operation>> }>();
  const routes: DocumentedRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        pathSchemas: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema ?? {}])),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}])),
        jsonBody: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || (operation.consumes ?? []).includes('multipart/form-data'),
      });
    }
  }
  return routes;
}

/** The documented path with its parameters filled in (the documented paths are the endpoint table's). */
export function fillPath(route: DocumentedRoute, params: Record<string, string>): string {
  return endpointPath(route, params);
}
