import type { RoutePermission } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { type ResourceDef, registerResource } from '../http/defineResource';
import type { FileStorage } from '../storage/fileStorage';

/** What every area's routes are built with. */
export type AreaOptions = { db: Db; config: Config; files: FileStorage };

type Register = (app: FastifyInstance, options: AreaOptions) => Promise<void>;

/**
 * One area of the spec's menu, as `app.ts` registers it: `open` routes answer without a token (sign-in,
 * health, generated files), `secured` ones behind the token check and the write hooks of `app.ts`.
 */
export type Area = {
  name: string;
  open?: Register;
  secured?: Register;
  /** What the area's writes need unless a route names its own (`config.permission`); see http/permissions.ts. */
  permission?: RoutePermission;
};

/** Registers declared resources (`defineResource`), each in a scope of its own. */
export async function registerResources(
  app: FastifyInstance,
  resources: ResourceDef[],
  { db, files }: AreaOptions,
): Promise<void> {
  for (const resource of resources) {
    await app.register(async (scope) => registerResource(scope, resource, { db, files }));
  }
}
