import { messages } from '@site/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, invalid } from '../../../http/errors';
import { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE } from './bankStatement.limits';

/** The multipart form of a statement import: its text fields and the one statement file. */
export type StatementUpload = { fields: Record<string, string>; file: { name: string; bytes: Buffer } | null };

/** Reads the form; a file over the size limit or a form that is not one is a Turkish 422 on `file`. */
export async function readStatementUpload(request: FastifyRequest): Promise<StatementUpload> {
  if (!request.isMultipart()) throw invalid('file', messages.required);
  const form: StatementUpload = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw invalid('file', FILE_SIZE_MESSAGE);
        form.file = { name: part.filename || 'ekstre', bytes };
      } else form.fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('file', FILE_SIZE_MESSAGE);
    throw invalid('file', FILE_TYPE_MESSAGE);
  }
  return form;
}

/** The form's column mapping (JSON), checked like a body against `schema`: a 422 on `mapping.<field>`. */
export function statementMappingOf<S extends z.ZodType>(raw: string | undefined, schema: S): z.output<S> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid('mapping', messages.required);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = ['mapping', ...issue.path.map(String)].join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new HttpError(422, parsed.error.issues[0]?.message ?? messages.required, errors);
}
