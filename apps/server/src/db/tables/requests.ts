import type { Generated } from 'kysely';
import type { Stamps } from '../types';

// Residents' requests of a complex (migration 0022).

/** A breakdown (kind 1), suggestion (2), complaint (3) or maintenance (4) of a complex. */
export type RequestsTable = Stamps & {
  id: Generated<number>;
  cluster_id: number;
  kind: number;
  house_id: number | null;
  resident_id: number | null;
  /** breakdown_types (breakdowns) or maintenance_types (maintenances). */
  type_id: number | null;
  title: string;
  description: string | null;
  /** 1 low, 2 normal, 3 high, 4 urgent. */
  priority: Generated<number>;
  /** 1 new, 2 assigned, 3 in progress, 4 resolved, 5 closed, 6 rejected. */
  status: Generated<number>;
  assigned_user_id: number | null;
  assigned_provider_id: number | null;
  due_on: string | null;
  resolved_at: string | null;
  closed_at: string | null;
  search: Generated<string>;
  /** The Turkish day it came in (YYYY-MM-DD), for the list's date range. */
  created_on: string | null;
  created_by: number | null;
};

/** One line of a request's history: a status change (1), a comment (2) or an assignment (3). */
export type RequestEventsTable = {
  id: Generated<number>;
  request_id: number;
  user_id: number | null;
  kind: number;
  from_status: number | null;
  to_status: number | null;
  comment: string | null;
  assigned_user_id: number | null;
  assigned_provider_id: number | null;
  created_at: string;
};

/** A photo or document attached to a request (migration 0028); the bytes are in the file store. */
export type RequestFilesTable = {
  id: Generated<number>;
  request_id: number;
  cluster_id: number;
  /** The name it was uploaded with, made safe. */
  file_name: string;
  /** Its key in the file store (`request-files/<random>.<ext>`). */
  storage_key: string;
  /** Read from its first bytes: image/jpeg, image/png, image/webp or application/pdf. */
  content_type: string;
  size: number;
  created_by: number | null;
  created_at: string;
};
