import type { Db } from '../db/connection';

/** Work another area does when a complex is made, in the transaction that makes it (e.g. its due reminders). */
export type ClusterCreatedListener = (trx: Db, clusterId: number) => Promise<void>;

const listeners = new Set<ClusterCreatedListener>();

/**
 * Registers work for every new complex. An area registers when its index is loaded, so the area that makes
 * complexes (definitions) does not import the areas that follow them, which import definitions themselves.
 */
export function onClusterCreated(listener: ClusterCreatedListener): void {
  listeners.add(listener);
}

/** Runs the registered work for a complex just inserted, inside the caller's transaction. */
export async function clusterCreated(trx: Db, clusterId: number): Promise<void> {
  for (const listener of listeners) await listener(trx, clusterId);
}
