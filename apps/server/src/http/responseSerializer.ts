import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { encoderOf, REFUSED } from './responseEncoder';

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

/** A route's response schema, given as the schema or as `{ properties: schema }`. */
function responseSchemaOf(schema: unknown): ZodType {
  const given = schema as { properties?: ZodType };
  return (given && typeof given === 'object' && 'properties' in given ? given.properties : schema) as ZodType;
}

/**
 * The answer written as its response schema says (`responseEncoder.ts`); an answer the encoder refuses goes
 * to zod's serialiser, which then throws with the reason (a 500).
 */
export const fastSerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  const byZod = serializerCompiler(routeSchema as never) as (data: unknown) => string;
  const encode = encoderOf(responseSchemaOf(routeSchema.schema));
  return (data: unknown) => {
    const encoded = encode(data);
    return encoded === REFUSED ? byZod(data) : JSON.stringify(encoded);
  };
};

/**
 * The serialiser, made strict outside production: an answer whose response schema would drop a field the
 * handler sent fails loudly, so a schema cannot fall behind its route unnoticed (the API tests run every route);
 * and every answer is also serialised by zod itself, which must write exactly what the encoder wrote.
 */
export const strictSerializerCompiler: FastifySerializerCompiler<ZodType> = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema as never) as (data: unknown) => string;
  const encode = encoderOf(responseSchemaOf(routeSchema.schema));
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
    const encoded = encode(data);
    if (encoded === REFUSED || JSON.stringify(encoded) !== json) {
      const message = `The response encoder of ${where} ${encoded === REFUSED ? 'refuses' : 'writes otherwise'} what zod writes: ${json.slice(0, 300)}`;
      console.error(message);
      throw new Error(message);
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
