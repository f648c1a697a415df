import { z } from 'zod';
import { lira, rowId, timestamp } from '../common/responses';
import { HOUSE_KINDS } from './definitions.schema';

/** A house as answered: its columns, the names of its complex, block and type, who owns and who lives in it. */
export const houseRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  block_id: rowId.nullable(),
  block_name: z.string().nullable(),
  house_type_id: rowId.nullable(),
  house_type_name: z.string().nullable(),
  type: z.enum(HOUSE_KINDS),
  floor: z.string().nullable(),
  door_number: z.string(),
  gross_area: z.number().nullable(),
  net_area: z.number().nullable(),
  share_meter: z.number().nullable(),
  garden_area: z.number().nullable(),
  land_share: z.number().nullable(),
  share_total: z.number().nullable(),
  geo_block: z.string().nullable(),
  geo_plot: z.string().nullable(),
  has_multiple_owners: z.boolean(),
  has_periodical_assessment: z.boolean(),
  has_crediting: z.boolean(),
  uses_share_meter: z.boolean(),
  is_active: z.boolean(),
  owner_name: z.string().nullable(),
  occupant_name: z.string().nullable(),
  /** What the house owes (negative: its credit). */
  balance: lira,
  created_at: timestamp,
  updated_at: timestamp,
});
export type House = z.infer<typeof houseRow>;
