import { accountStatementRow, exportFileSchema, idParam, recordOf, statementQuerySchema } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import type { FileStorage } from '../../../storage/fileStorage';
import { buildStatement, exportStatement } from './statements.service';

const params = z.object({ clusterId: idParam });
// The statement, or with `export=1` the address of its file.
const response = { 200: z.union([recordOf(accountStatementRow), exportFileSchema]) };

/** Account statements (Hesap Ekstresi) of a house, a resident, a bank account, a safe or a provider. */
export const statementRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get(
    '/clusters/:clusterId/statements/account',
    { schema: { tags: ['statements'], params, querystring: statementQuerySchema, response } },
    async (request) => {
      const { clusterId } = request.params;
      assertClusterAccess(authOf(request), clusterId);
      const q = request.query;
      const ref = { clusterId, kind: q.account_kind, id: q.account_id };
      if (q.export === '1' || q.export === 'true') {
        return exportStatement(db, ref, q.date_from, q.date_to, q.export_type, files);
      }
      return buildStatement(db, ref, q.date_from, q.date_to);
    },
  );
};
