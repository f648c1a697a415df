import { z } from 'zod';
import { type GenericTypeListName, genericTypes } from '../common/enums';
import { recordOf, rowId } from '../common/responses';

/** `GET health`: 200 with the database up, 503 with it down. */
export const healthAnswer = recordOf(z.object({ status: z.enum(['ok', 'error']), database: z.enum(['up', 'down']) }));

/** `GET app-config`: what the web needs before sign-in (the analytics of the production host). */
export const appConfigRow = z.object({
  production_host: z.string(),
  matomo_url: z.string(),
  matomo_site_id: z.string(),
});
export type AppConfig = z.infer<typeof appConfigRow>;

/** A country (type 1), city (2) or district (3) of the address pickers. */
export const locationRow = z.object({
  id: rowId,
  name: z.string(),
  location_type_id: z.number().int(),
  parent_id: rowId.nullable(),
  code: z.string().nullable(),
});
export type LocationRow = z.infer<typeof locationRow>;

/** One choice of a fixed list: a number id, or a text id where the stored value is a word. */
const genericTypeOption = z.object({
  id: z.union([z.number().int(), z.string()]),
  name: z.string(),
  /** Reminder periods only: days from the last payment day. */
  days: z.number().int().optional(),
});

const genericTypeList = z.array(genericTypeOption).readonly();

/** `GET types/generic`: every fixed list by its name. */
export const genericTypesRow = z.object(
  Object.fromEntries(Object.keys(genericTypes).map((name) => [name, genericTypeList])) as Record<
    GenericTypeListName,
    typeof genericTypeList
  >,
);
