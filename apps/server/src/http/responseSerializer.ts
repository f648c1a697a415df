import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

type Json = unknown;

/** The first key of `sent` (the handler's answer, as JSON) that `written` (the serialised answer) has lost. */
export function droppedKey(sent: Json, written: Json, path = ''): string | null {
  if (Array.isArray(sent)) {
    if (!Array.isArray(written)) return path || '(root)';
    for (let i = 0; i < sent.length; i++) {
      const lost = droppedKey(sent[i], written[i], `${path}[${i}]`);
      if (lost) return lost;
    }
    return null;
  }
  if (sent && typeof sent === 'object') {
    if (!written || typeof written !== 'object') return path || '(root)';
    for (const [key, value] of Object.entries(sent)) {
      if (!(key in written)) return `${path}.${key}`;
      const lost = droppedKey(value, (written as Record<string, Json>)[key], `${path}.${key}`);
      if (lost) return lost;
    }
  }
  return null;
}

/**
 * The zod serialiser, made strict outside production: an answer whose response schema would drop a field the
 * handler sent fails loudly, so a schema cannot fall behind its route unnoticed (the API tests run every route).
 */
export const strictSerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema as never) as (data: unknown) => string;
  const where = `${routeSchema.method} ${routeSchema.url}`;
  return (data: unknown) => {
    let json: string;
    try {
      json = serialize(data);
    } catch (error) {
      // The answer is a 500 without details; the developer needs to see which field broke the schema.
      console.error(`The response schema of ${where} refuses the answer:`, (error as Error).cause ?? error);
      throw error;
    }
    const lost = droppedKey(JSON.parse(JSON.stringify(data)), JSON.parse(json));
    if (lost) {
      const message = `The response schema of ${where} drops ${lost}`;
      console.error(message);
      throw new Error(message);
    }
    return json;
  };
};
