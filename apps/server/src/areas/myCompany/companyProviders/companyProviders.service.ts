import type { Db } from '../../../db/connection';
import { notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import {
  clusterProviderAnswer,
  companyOfCluster,
  findCompanyProvider,
  findLinkedClusterProvider,
  insertClusterProviderFrom,
} from './companyProviders.repository';

/** Two requests adding the same provider at once: the loser of the unique index finds the winner's row. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/**
 * The complex's own provider for a company provider: the one copied from it before, or a new copy (a supplier
 * with its name, title, contact details and what it provides as expense type), written with its action log.
 * A company provider of another company than the complex's reads as missing.
 */
export async function clusterProviderFromCompany(
  db: Db,
  clusterId: number,
  companyProviderId: number,
  actor: Actor,
): Promise<{ provider: Awaited<ReturnType<typeof clusterProviderAnswer>>; created: boolean }> {
  const source = await findCompanyProvider(db, companyProviderId);
  if (!source || source.company_id !== (await companyOfCluster(db, clusterId))) throw notFound();
  const linked = await findLinkedClusterProvider(db, clusterId, companyProviderId);
  if (linked !== null) return { provider: await clusterProviderAnswer(db, linked), created: false };
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await insertClusterProviderFrom(trx, clusterId, source);
      await logChange(trx, actor, {
        clusterId,
        entityType: 'provider',
        entityId: row.id,
        action: ACTION.create,
        before: null,
        after: row,
      });
      return row.id;
    });
    return { provider: await clusterProviderAnswer(db, id), created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findLinkedClusterProvider(db, clusterId, companyProviderId);
    if (winner === null) throw error;
    return { provider: await clusterProviderAnswer(db, winner), created: false };
  }
}
