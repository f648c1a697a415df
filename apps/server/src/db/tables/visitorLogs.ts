import type { Generated } from 'kysely';
import type { Stamps } from '../types';

/** A visitor of a complex: in at `entered_at`, still inside while `left_at` is null (migration 0023). */
export type VisitorLogsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  house_id: number | null;
  resident_id: number | null;
  visitor_name: string;
  visitor_phone: string | null;
  /** Compact and upper case: '34ABC123'. */
  vehicle_plate: string | null;
  entered_at: string;
  /** The day of entered_at in Turkey (YYYY-MM-DD), for the list's date range. */
  entered_on: string;
  left_at: string | null;
  note: string | null;
  created_by: number | null;
  search: Generated<string>;
  /** The plate folded, compact and spaced ('34abc123 34 abc 123'), for the plate filter. */
  plate_search: Generated<string>;
};
