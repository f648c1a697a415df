// Adverts of the residents' mobile app and their clicks (migration 0039).
import type { Generated } from 'kysely';
import type { Flag, Stamps } from '../types';

/** `target_type` all | customers | clusters (the chosen ones in advert_targets). */
export type AdvertsTable = Stamps & {
  id: Generated<number>;
  title: string;
  image_file: string | null;
  link_url: string | null;
  target_type: Generated<string>;
  starts_on: string;
  ends_on: string | null;
  is_active: Generated<Flag>;
};

export type AdvertTargetsTable = {
  id: Generated<number>;
  advert_id: number;
  customer_id: number | null;
  cluster_id: number | null;
};

export type AdvertClicksTable = {
  id: Generated<number>;
  advert_id: number;
  user_id: number | null;
  resident_id: number | null;
  is_active: Generated<Flag>;
  created_at: string;
};
