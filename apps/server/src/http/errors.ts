import { httpMessages } from '@site/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose status and Turkish message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, httpMessages.notFound);
export const forbidden = () => new HttpError(403, httpMessages.forbidden);
export const unauthenticated = () => new HttpError(401, httpMessages.unauthenticated);

/** A 422 with one message on one field, as a form shows it. */
export function invalid(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').join('.') || '_';
}

/** Turkish words for the errors Fastify and its plugins raise before a route runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'İstek gövdesi geçerli bir JSON değil.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'İstek gövdesi boş olamaz.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'İstek çok büyük.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Bu içerik türü desteklenmiyor.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'İstek boyutu hatalı.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Bu istek bir dosya yüklemesi olmalıdır.',
  FST_REQ_FILE_TOO_LARGE: 'Dosya çok büyük.',
  FST_FILES_LIMIT: 'Çok fazla dosya gönderildi.',
  FST_FIELDS_LIMIT: 'Çok fazla alan gönderildi.',
  FST_PARTS_LIMIT: 'Çok fazla parça gönderildi.',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'İstek geçersiz.',
  401: httpMessages.unauthenticated,
  403: httpMessages.forbidden,
  404: httpMessages.notFound,
  405: 'Bu işlem desteklenmiyor.',
  406: 'İstek biçimi desteklenmiyor.',
  413: 'İstek çok büyük.',
  414: 'İstek adresi çok uzun.',
  415: 'Bu içerik türü desteklenmiyor.',
  431: 'İstek başlıkları çok büyük.',
};

/** The Turkish message of an error Fastify raises itself. */
export function frameworkErrorMessage(error: FastifyError): string {
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code];
  return STATUS_MESSAGES[error.statusCode ?? 400] ?? httpMessages.validationFailed;
}

/**
 * A value the database refused as data (a number out of a column's range, text it cannot store, a date it
 * cannot read) is the caller's mistake, never a server error. The schemas bound what they can; this is the net.
 */
function databaseDataError(error: unknown): string | null {
  const code = (error as { code?: unknown }).code;
  // PostgreSQL class 22: data exception (22003 out of range, 22021 bad byte such as NUL, 22P02 bad text, 22008 date).
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return 'Geçersiz değer.';
  if (code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG' || code === 'SQLITE_RANGE') return 'Geçersiz değer.';
  return null;
}

/** Removes NUL characters from every string of a request: no database stores them in text, and no person types them. */
export function stripNulBytes<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  if (Array.isArray(value)) return value.map(stripNulBytes) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [stripNulBytes(k), stripNulBytes(v)])) as T;
  }
  return value;
}

function hasNulBytes(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulBytes);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const key in value) if (hasNulBytes(key) || hasNulBytes((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * preValidation hook of the whole API: body, query string and path without NUL characters. Almost no request
 * has one, so a part is only copied when it does.
 */
export function stripNulBytesHook(
  request: { body: unknown; query: unknown; params: unknown },
  _reply: unknown,
  done: () => void,
): void {
  if (hasNulBytes(request.body)) request.body = stripNulBytes(request.body);
  if (hasNulBytes(request.query)) request.query = stripNulBytes(request.query);
  if (hasNulBytes(request.params)) request.params = stripNulBytes(request.params);
  done();
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        errors[field] ??= [];
        const message = issue.message ?? httpMessages.validationFailed;
        if (!errors[field].includes(message)) errors[field].push(message);
      }
      const first = Object.values(errors)[0]?.[0] ?? httpMessages.validationFailed;
      return reply.status(422).send({ message: first, errors });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: httpMessages.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // The framework's own 4xx texts are English; the client gets the Turkish one for the case.
      return reply.status(error.statusCode).send({ message: frameworkErrorMessage(error) });
    }
    const dataError = databaseDataError(error);
    if (dataError) return reply.status(422).send({ message: dataError, errors: { _: [dataError] } });
    request.log.error(error);
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    return reply.status(500).send({ message: write ? httpMessages.serverErrorWrite : httpMessages.serverErrorRead });
  });
}

const IN_USE = 'Bu kayıt başka kayıtlarda kullanıldığı için silinemez.';

/**
 * Runs a delete; a row still referenced elsewhere (a foreign key on either database) becomes a 422
 * with the Turkish "in use" message instead of a 500.
 */
export async function deleteOrInUse<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') throw new HttpError(422, IN_USE, { id: [IN_USE] });
    throw error;
  }
}

/** preValidation hook: an empty string from a form field means "no value" (null) on every write. */
export async function emptyStringsToNull(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  request.body = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === '' ? null : v]));
}
