import { type ZodType, z } from 'zod';

/**
 * An answer encoded by its response schema as zod's `safeEncode` would do it (unknown keys dropped, codecs
 * such as money in kuruş → lira run backwards, every value checked), without zod's bookkeeping of issues and
 * paths for each value: a list page of 20 residents took zod longer to encode than the JSON took to write.
 *
 * The schema is walked once into plain functions. The kinds that answers are made of (objects, arrays,
 * records, strings, numbers, integers, booleans, enums, literals, nullables, optionals, unions, codecs) are
 * encoded here; any other kind, and any check besides an integer's, is handed to zod for that value. A value
 * a function does not accept gives `REFUSED`, and the caller then lets zod encode the whole answer, so zod
 * alone says why an answer is wrong.
 */
export const REFUSED: unique symbol = Symbol('refused');
type Encoded = unknown;
export type Encoder = (value: unknown) => Encoded;

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  element?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
  innerType?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: ZodType;
  out?: ZodType;
  reverseTransform?: (value: unknown, payload: unknown) => unknown;
};

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod itself, for a kind or a check this file does not encode. */
function byZod(schema: ZodType): Encoder {
  return (value) => {
    const result = z.safeEncode(schema, value as never);
    return result.success ? result.data : REFUSED;
  };
}

const compiled = new WeakMap<ZodType, Encoder>();

/** The encoder of a schema, made once per schema. */
export function encoderOf(schema: ZodType): Encoder {
  let encoder = compiled.get(schema);
  if (!encoder) {
    // A schema that contains itself reaches this entry again while it is being made.
    let made: Encoder | undefined;
    compiled.set(schema, (value) => (made as Encoder)(value));
    made = build(schema);
    encoder = made;
    compiled.set(schema, encoder);
  }
  return encoder;
}

function build(schema: ZodType): Encoder {
  const def = defOf(schema);
  const checks = def.checks ?? [];
  switch (def.type) {
    case 'string':
      return checks.length ? byZod(schema) : (value) => (typeof value === 'string' ? value : REFUSED);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : REFUSED);
    case 'null':
      return (value) => (value === null ? value : REFUSED);
    case 'number': {
      if (!checks.length) return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : REFUSED);
      const integer = checks.length === 1 && checks[0]._zod.def.check === 'number_format';
      if (integer && checks[0]._zod.def.format === 'safeint')
        return (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : REFUSED);
      return byZod(schema);
    }
    case 'enum': {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (value) => (allowed.has(value as string) ? value : REFUSED);
    }
    case 'literal': {
      const allowed = new Set(def.values);
      return (value) => (allowed.has(value) ? value : REFUSED);
    }
    case 'nullable': {
      const inner = encoderOf(def.innerType as ZodType);
      return (value) => (value === null ? null : inner(value));
    }
    case 'optional': {
      const inner = encoderOf(def.innerType as ZodType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'array': {
      if (checks.length) return byZod(schema);
      const element = encoderOf(def.element as ZodType);
      return (value) => {
        if (!Array.isArray(value)) return REFUSED;
        const out = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          const encoded = element(value[i]);
          if (encoded === REFUSED) return REFUSED;
          out[i] = encoded;
        }
        return out;
      };
    }
    case 'object':
      return def.catchall || checks.length ? byZod(schema) : objectEncoder(def.shape as Record<string, ZodType>);
    case 'record': {
      const key = defOf(def.keyType as ZodType);
      if (checks.length || key.type !== 'string' || key.checks?.length) return byZod(schema);
      const item = encoderOf(def.valueType as ZodType);
      return (value) => {
        if (!isRecord(value)) return REFUSED;
        const out: Record<string, unknown> = {};
        for (const name of Object.keys(value)) {
          const encoded = item(value[name]);
          if (encoded === REFUSED) return REFUSED;
          out[name] = encoded;
        }
        return out;
      };
    }
    case 'union': {
      if (checks.length) return byZod(schema);
      // The first option that takes the value, as zod's union picks it.
      const options = (def.options ?? []).map(encoderOf);
      return (value) => {
        for (const option of options) {
          const encoded = option(value);
          if (encoded !== REFUSED) return encoded;
        }
        return REFUSED;
      };
    }
    case 'pipe': {
      // A codec encodes backwards: the output side checks the value, its reverse transform turns it into
      // what the input side then checks (kuruş → lira). A plain pipe or a transform only zod can run.
      const reverse = def.reverseTransform;
      if (!reverse || checks.length) return byZod(schema);
      const out = encoderOf(def.out as ZodType);
      const into = encoderOf(def.in as ZodType);
      return (value) => {
        const checked = out(value);
        if (checked === REFUSED) return REFUSED;
        const payload = { value: checked, issues: [] as unknown[] };
        const reversed = reverse(checked, payload);
        return payload.issues.length || reversed instanceof Promise ? REFUSED : into(reversed);
      };
    }
    default:
      return byZod(schema);
  }
}

/** An object's declared keys in the schema's order, unknown keys left out. */
function objectEncoder(shape: Record<string, ZodType>): Encoder {
  const fields = Object.entries(shape).map(([name, field]) => ({ name, encode: encoderOf(field) }));
  return (value) => {
    if (!isRecord(value)) return REFUSED;
    const out: Record<string, unknown> = {};
    for (const { name, encode } of fields) {
      const encoded = encode(value[name]);
      if (encoded === REFUSED) return REFUSED;
      // An optional field left out stays out (JSON writes no undefined either).
      if (encoded !== undefined) out[name] = encoded;
    }
    return out;
  };
}
