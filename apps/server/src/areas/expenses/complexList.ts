import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type AnySelect, type ListDefinition, runList } from '../../http/listRoute';
import type { FileStorage } from '../../storage/fileStorage';

/**
 * The list of one complex's rows, for `clusterListRoute`: `select` reads the rows of every complex and
 * `clusterColumn` names their complex; one page, or with `export=1` the whole filtered list as a file.
 */
export function complexList(definition: ListDefinition, select: (db: Db) => AnySelect, clusterColumn: string) {
  return (db: Db, files: FileStorage, clusterId: number, query: Record<string, unknown>) =>
    runList(db, files, definition, {
      base: select(db).where(sql.ref(clusterColumn), '=', clusterId),
      raw: query,
      clusterId,
    });
}
