import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointKey, everyEndpoint, INTEGER_COLUMN_MAX } from '@kingside/contract';
import { documentedRoutes, type JsonSchema } from '../test-support/openapi-routes.js';
import { useTestApp } from '../test-support/index.js';

const parametersOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

/** Money is kept as bigint (db/schema: money()), so prize and fee amounts may pass PostgreSQL's integer. */
const bigintFields = /\.amounts?(\[\])?$/;

/** Every whole number of a schema (at its dotted path) whose bounds pass what PostgreSQL's integer holds. */
function unboundedIntegers(schema: JsonSchema | undefined, at: string): string[] {
  if (!schema) return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const found: string[] = [];
  const fits = (schema.minimum ?? -Infinity) >= -INTEGER_COLUMN_MAX - 1 && (schema.maximum ?? Infinity) <= INTEGER_COLUMN_MAX;
  if (types.includes('integer') && !fits && !bigintFields.test(at)) found.push(`${at} [${schema.minimum}, ${schema.maximum}]`);
  for (const [name, property] of Object.entries(schema.properties ?? {})) found.push(...unboundedIntegers(property, `${at}.${name}`));
  found.push(...unboundedIntegers(schema.items, `${at}[]`));
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...unboundedIntegers(part, at));
  return found;
}

describe('the endpoint table (@kingside/contract) and the routes the server has', () => {
  const t = useTestApp('pglite');

  it('names each route once', () => {
    const keys = everyEndpoint.map(endpointKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('has an entry for every route the server answers, and no entry without a route', async () => {
    const documented = (await documentedRoutes(t.app)).map((route) => route.key);
    const table = everyEndpoint.map(endpointKey);
    expect(
      documented.filter((key) => !table.includes(key)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      table.filter((key) => !documented.includes(key)),
      'table entries the server does not register',
    ).toEqual([]);
  });

  it('gives each route the path parameters, query and body its entry describes', async () => {
    const routes = new Map((await documentedRoutes(t.app)).map((route) => [route.key, route]));
    for (const endpoint of everyEndpoint) {
      const route = routes.get(endpointKey(endpoint));
      if (!route) continue;
      expect(route.pathParams.sort(), route.key).toEqual(parametersOf(endpoint.path).sort());
      expect(Object.keys(route.query).length > 0, `${route.key}: a query`).toBe(endpoint.query !== undefined);
      expect(route.jsonBody !== undefined, `${route.key}: a JSON body`).toBe(endpoint.body !== undefined);
    }
  });

  // A whole number past 2^31 reached the database and answered 500 (a FIDE id, found by the fuzz test).
  it('bounds every whole number a request takes to what the database holds', async () => {
    const unbounded = (await documentedRoutes(t.app)).flatMap((route) => [
      ...Object.entries(route.pathSchemas).flatMap(([name, schema]) => unboundedIntegers(schema, `${route.key} path.${name}`)),
      ...Object.entries(route.query).flatMap(([name, schema]) => unboundedIntegers(schema, `${route.key} query.${name}`)),
      ...unboundedIntegers(route.jsonBody, `${route.key} body`),
    ]);
    expect(unbounded).toEqual([]);
  });

  it("documents each route's security from its entry's access: a bearer token wherever the Authorization header is read", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = answer.json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    const differences: string[] = [];
    for (const endpoint of everyEndpoint) {
      const documented = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.security;
      const bearer = endpoint.access !== 'public' && !endpoint.tokenInBody;
      const wanted = bearer ? [{ bearer: [] }] : endpoint.signInOptional ? [{}, { bearer: [] }] : undefined;
      if (JSON.stringify(documented) !== JSON.stringify(wanted))
        differences.push(`${endpointKey(endpoint)} (${endpoint.access}): ${JSON.stringify(documented)}`);
    }
    expect(differences).toEqual([]);
  });

  it('guards every route by its entry: no route file picks its own guard or states its security', () => {
    const folder = new URL('.', import.meta.url);
    const routeFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const ownGuard = /\b(requireRole|requireUser|optionalUser)\b|\bsecurity:|\bbearer: \[\]/;
    expect(routeFiles.filter((name) => ownGuard.test(readFileSync(new URL(name, folder), 'utf8')))).toEqual([]);
  });

  it('registers every route from its entry: no route file names a method and path of its own', () => {
    const folder = new URL('.', import.meta.url);
    const routeFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const byHand = routeFiles.filter((name) => /\bapp\.(get|post|put|patch|delete|head|options|all)\(/.test(readFileSync(new URL(name, folder), 'utf8')));
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(byHand).toEqual([]);
  });
});
