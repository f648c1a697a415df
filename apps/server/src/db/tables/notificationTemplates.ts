import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

/**
 * A notification template (migration 0024): a complex's (cluster_id and its company_id), a company's for all its
 * complexes (company_id only) or a system template (system_id, neither).
 */
export type NotificationTemplatesTable = Stamps & {
  id: Generated<number>;
  cluster_id: number | null;
  company_id: number | null;
  system_id: number | null;
  name: string;
  description: string | null;
  subject: string | null;
  body: string;
  /** JSON array of notification channel ids, e.g. '[1,2]'. */
  channels: string;
  is_commercial: Generated<Flag>;
  is_active: Generated<Flag>;
  search: Generated<string>;
  name_sort: Generated<string>;
};
