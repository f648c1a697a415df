import { z } from 'zod';
import { fromKurus, toKurus } from './money';

/**
 * The envelopes of the API's answers (DESIGN.md §5): a list answers `{ data: [...], meta }` or, with
 * `export=1`, the generated file; a record `{ data }`. Each route declares them with its row schema, so the
 * server serialises through them, OpenAPI documents them and the web infers its types from them.
 */

/** A record's id. */
export const rowId = z.number().int();
/** What the JSON schema of a money field says; `x-money` lets the OpenAPI document name both sides lira. */
export const LIRA_META = { description: 'Lira (kuruş as decimals)', 'x-money': true } as const;
/**
 * Money in an answer. Handlers hand over integer kuruş, as the database stores it; the serialiser encodes it
 * to lira (two decimals) on the way out. This codec is the one place where an answer's money becomes lira.
 */
export const lira = z.codec(z.number().meta(LIRA_META), z.number().int().meta(LIRA_META), {
  decode: (value) => toKurus(value),
  encode: (kurus) => fromKurus(kurus),
});
/** A calendar date, `YYYY-MM-DD`. */
export const dateText = z.string().meta({ description: 'YYYY-MM-DD' });
/** A moment, ISO-8601. */
export const timestamp = z.string().meta({ description: 'ISO-8601' });

/** The paging of a list answer, with the footer sums (`totals`) of lists that have them. */
export const listMetaSchema = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  totals: z.record(z.string(), z.number()).optional(),
});

/** What `export=1` answers: the address of the generated file. */
export const exportFileSchema = z.object({ data: z.object({ url: z.string() }) });

/** One page of a list. */
export const pageOf = <Row extends z.ZodType, Meta extends z.ZodType = typeof listMetaSchema>(row: Row, meta?: Meta) =>
  z.object({ data: z.array(row), meta: (meta ?? listMetaSchema) as Meta });

/** A list's answer: one page, or with `export=1` the file. */
export const listAnswerOf = <Row extends z.ZodType, Meta extends z.ZodType = typeof listMetaSchema>(
  row: Row,
  meta?: Meta,
) => z.union([pageOf(row, meta), exportFileSchema]);

/** One record. */
export const recordOf = <Row extends z.ZodType>(row: Row) => z.object({ data: row });

/** A saved record, with what the save changed besides it (e.g. late fees recomputed) in `meta.warnings`. */
export const recordWithWarningsOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: row, meta: z.object({ warnings: z.array(z.string()) }).optional() });

/** What a delete answers. */
export const deletedSchema = z.object({ data: z.object({ deleted: z.literal(true) }) });

/** A page of rows as the web reads it. */
export type Page<Row> = { data: Row[]; meta: z.infer<typeof listMetaSchema> };
