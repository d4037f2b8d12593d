import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Lichess's own OpenAPI description (openapi/, copied from lichess-org/api: the root document and the
 * tag and schema files of the operations Kingside uses), compiled with ajv. The fake checks every
 * request it receives and every answer it gives against it, so neither Kingside's client nor the fake
 * can drift from what lichess documents.
 */

export const openapiDir = fileURLToPath(new URL('../openapi', import.meta.url));
const base = 'https://fake-lichess.local/openapi/';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonObject;
}

export interface Operation {
  /** As written in the description, e.g. /api/swiss/new/{teamId}. */
  template: string;
  method: Method;
  operationId: string;
  match: RegExp;
  names: string[];
  /** Where the path item lives, e.g. tags/swisstournaments/api-swiss-new-teamId.yaml. */
  file: string;
}

export interface RequestToCheck {
  query: URLSearchParams;
  params: Record<string, string>;
  contentType?: string;
  /** Form bodies as an object of strings, JSON parsed, text as text; undefined when none was sent. */
  body?: unknown;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : full.endsWith('.yaml') ? [full] : [];
  });
}

const asObject = (value: Json | undefined): JsonObject | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
const pointer = (segments: string[]) => segments.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0].trim().toLowerCase();

export class LichessOpenApi {
  readonly operations: Operation[];
  private readonly files = new Map<string, JsonObject>();
  private readonly strict = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  /** Query strings and form bodies are text on the wire; their schemas speak of integers and booleans. */
  private readonly coercing = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, coerceTypes: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(dir = openapiDir) {
    for (const ajv of [this.strict, this.coercing]) addFormats.default(ajv);
    for (const file of walk(dir)) {
      const rel = path.relative(dir, file).split(path.sep).join('/');
      const document = parse(readFileSync(file, 'utf8')) as JsonObject;
      this.files.set(rel, document);
      if (rel === 'lichess-api.yaml') continue;
      // Each file its own $id, so the relative $refs inside it resolve against it.
      const identified = { ...document, $id: base + rel };
      this.strict.addSchema(identified);
      this.coercing.addSchema(identified);
    }
    const root = this.files.get('lichess-api.yaml');
    const paths = asObject(root?.paths) ?? {};
    this.operations = Object.entries(paths).flatMap(([template, item]) => {
      const ref = asObject(item)?.$ref;
      if (typeof ref !== 'string') return [];
      const file = path.posix.normalize(ref);
      const pathItem = this.files.get(file);
      if (!pathItem) return []; // not copied: Kingside does not call it
      const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const match = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)')}$`);
      return (['get', 'post', 'put', 'delete', 'patch'] as const).flatMap((method) => {
        const op = asObject(pathItem[method]);
        return op && typeof op.operationId === 'string' ? [{ template, method, operationId: op.operationId, match, names, file }] : [];
      });
    });
  }

  /** The documented operation a request is for, with its path parameters. */
  find(method: string, pathname: string): { operation: Operation; params: Record<string, string> } | undefined {
    for (const operation of this.operations) {
      if (operation.method !== method.toLowerCase()) continue;
      const m = operation.match.exec(pathname);
      if (m) return { operation, params: Object.fromEntries(operation.names.map((name, i) => [name, decodeURIComponent(m[i + 1])])) };
    }
    return undefined;
  }

  private validator(ajv: Ajv2020, file: string, segments: string[]): ValidateFunction {
    const ref = `${base}${file}#/${pointer(segments)}`;
    const key = `${ajv === this.strict ? 's' : 'c'}:${ref}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      this.compiled.set(key, validate);
    }
    return validate;
  }

  private resolveParameter(file: string, value: Json): { parameter: Parameter; file: string } {
    const ref = asObject(value)?.$ref;
    if (typeof ref !== 'string') return { parameter: value as unknown as Parameter, file };
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref));
    return { parameter: this.files.get(target) as unknown as Parameter, file: target };
  }

  /** What is wrong with a request, as sentences; empty when it is what lichess documents. */
  checkRequest({ operation, params }: { operation: Operation; params: Record<string, string> }, request: RequestToCheck): string[] {
    const problems: string[] = [];
    const item = this.files.get(operation.file) as JsonObject;
    const op = asObject(item[operation.method]) as JsonObject;
    const declared = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) => this.resolveParameter(operation.file, p));
    for (const { parameter } of declared) {
      if (parameter.in === 'header') continue;
      const given = parameter.in === 'path' ? params[parameter.name] : (request.query.get(parameter.name) ?? undefined);
      if (given === undefined) {
        if (parameter.required) problems.push(`${operation.operationId}: the ${parameter.in} parameter ${parameter.name} is required`);
        continue;
      }
      if (!parameter.schema) continue;
      const holder: Record<string, unknown> = { value: given };
      const validate = this.coercing.compile({ type: 'object', properties: { value: parameter.schema } });
      if (!validate(holder))
        problems.push(`${operation.operationId}: ${parameter.in} parameter ${parameter.name}=${given}: ${this.coercing.errorsText(validate.errors)}`);
    }
    for (const name of request.query.keys()) {
      if (!declared.some(({ parameter }) => parameter.in === 'query' && parameter.name === name)) {
        problems.push(`${operation.operationId}: the query parameter ${name} is not documented`);
      }
    }
    const body = asObject(op.requestBody);
    if (!body) {
      if (request.body !== undefined) problems.push(`${operation.operationId}: takes no request body`);
      return problems;
    }
    if (request.body === undefined) {
      if (body.required) problems.push(`${operation.operationId}: the request body is required`);
      return problems;
    }
    const type = mediaType(request.contentType);
    const content = asObject(body.content) ?? {};
    if (!(type in content)) {
      problems.push(`${operation.operationId}: the body must be ${Object.keys(content).join(' or ')}, not ${type || 'untyped'}`);
      return problems;
    }
    if (type === 'application/x-www-form-urlencoded') {
      const properties = asObject(asObject(asObject(content[type])?.schema)?.properties);
      if (properties) {
        for (const name of Object.keys(request.body as object)) {
          if (!(name in properties)) problems.push(`${operation.operationId}: the form field ${name} is not documented`);
        }
      }
    }
    const validate = this.validator(this.coercing, operation.file, [operation.method, 'requestBody', 'content', type, 'schema']);
    // Coercion rewrites what it checks; the handler must see the body as it came.
    if (!validate(structuredClone(request.body))) problems.push(`${operation.operationId} request body: ${this.coercing.errorsText(validate.errors)}`);
    return problems;
  }

  /** Whether the operation documents this status. */
  documents(operation: Operation, status: number): boolean {
    const item = this.files.get(operation.file) as JsonObject;
    return String(status) in (asObject(asObject(item[operation.method])?.responses) ?? {});
  }

  /**
   * Lichess answers any call 401 (bad token), 403 (missing scope), 404 or 429 (rate limit) with its
   * Error object, whether or not the operation lists that status.
   */
  checkError(body: string): string[] {
    const validate = this.validator(this.strict, 'schemas/Error.yaml', []);
    return validate(JSON.parse(body)) ? [] : [`error answer: ${this.strict.errorsText(validate.errors)}`];
  }

  /** What is wrong with an answer (each NDJSON line is checked on its own). */
  checkResponse(operation: Operation, status: number, contentType: string | undefined, body: string): string[] {
    const item = this.files.get(operation.file) as JsonObject;
    const responses = asObject(asObject(item[operation.method])?.responses) ?? {};
    const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
    if (!key) return [`${operation.operationId}: answered ${status}, which is not documented (${Object.keys(responses).join(', ')})`];
    const content = asObject(asObject(responses[key])?.content);
    const type = mediaType(contentType);
    // A page for a person (the consent screen) is not an API answer; the description leaves it out.
    if (!content) return body === '' || type === 'text/html' ? [] : [`${operation.operationId} ${status}: documented without a body, answered one`];
    if (!(type in content)) return [`${operation.operationId} ${status}: content type ${type} is not documented (${Object.keys(content).join(', ')})`];
    if (!asObject(content[type])?.schema) return [];
    const validate = this.validator(this.strict, operation.file, [operation.method, 'responses', key, 'content', type, 'schema']);
    const values: unknown[] =
      type === 'application/x-ndjson'
        ? body
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => JSON.parse(line) as unknown)
        : type.endsWith('json')
          ? [JSON.parse(body) as unknown]
          : [body];
    return values.flatMap((value, i) =>
      validate(value) ? [] : [`${operation.operationId} ${status}${values.length > 1 ? ` line ${i + 1}` : ''}: ${this.strict.errorsText(validate.errors)}`],
    );
  }
}
