import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

type Json = unknown;
const transform = createJsonSchemaTransform({});

/**
 * Money fields are a codec (`lira` in packages/shared): handlers hold integer kuruş and the wire carries lira.
 * OpenAPI documents an answer by its handler side, so it would call the field an integer of kuruş; this puts
 * back what the client reads, a number of lira.
 */
export function wireMoney(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(wireMoney);
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, wireMoney(value)]));
  if (node['x-money'] === true) {
    delete node['x-money'];
    delete node.minimum;
    delete node.maximum;
    if (node.type === 'integer') node.type = 'number';
  }
  return node;
}

/** The OpenAPI transform of fastify-type-provider-zod, with money documented as lira. */
export const openApiTransform: typeof transform = (document) => {
  const result = transform(document);
  return { ...result, schema: wireMoney(result.schema) as typeof result.schema };
};
