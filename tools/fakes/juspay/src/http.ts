import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';

/**
 * Juspay's error body, e.g. juspay/juspay-sdk-integration-demo
 * payout-api/virtual-account/"Response - 400 - Invalid Customer ID.json":
 * {"status": "error", "error_code": "invalid_request", "error_message": "Customer not found"}.
 */
export interface JuspayError {
  status: 'error';
  error_code: string;
  error_message: string;
}

export class HttpFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string) => new HttpFailure(400, 'invalid_request', message);
export const notFound = (message: string) => new HttpFailure(404, 'not_found', message);

export function sendJson(response: ServerResponse, statusCode: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(statusCode, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

export function sendError(response: ServerResponse, failure: HttpFailure): void {
  const body: JuspayError = { status: 'error', error_code: failure.code, error_message: failure.message };
  sendJson(response, failure.statusCode, body);
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body, or a form body turned into an object of strings (Juspay's order API takes forms). */
export async function readFields(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'application/json') {
    try {
      return JSON.parse(text);
    } catch {
      throw invalidRequest('The request body is not valid JSON');
    }
  }
  throw invalidRequest(`Unsupported Content-Type "${type}": send application/json or application/x-www-form-urlencoded`);
}

/** Validates against a documented schema; the 400 names the first wrong field, as Juspay's errors do. */
export function parseRequest<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.join('.') || '(body)';
  throw invalidRequest(`${field}: ${issue.message}`);
}

export const toRupees = (paise: number) => paise / 100;
export const toPaise = (rupees: number | string) => Math.round(Number(rupees) * 100);
