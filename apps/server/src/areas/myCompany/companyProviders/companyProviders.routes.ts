import { clusterProviderRow, idParam, recordOf } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, hasPermission } from '../../../http/auth';
import { forbidden } from '../../../http/errors';
import { actorOf } from '../../../kernel/changeLog';
import { clusterProviderFromCompany } from './companyProviders.service';

const params = z.object({ clusterId: idParam, companyProviderId: idParam });
const answer = recordOf(clusterProviderRow);

/**
 * `POST /clusters/{clusterId}/cluster-providers/from-company/{companyProviderId}`: a complex picks one of its
 * company's providers and gets its own provider for it (the same one each time): 201 when it was made now,
 * 200 when the complex had it. Making a provider of the complex needs `edit-cluster-provider` there.
 */
export const companyProviderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/clusters/:clusterId/cluster-providers/from-company/:companyProviderId',
    {
      config: { permission: 'edit-cluster-provider' },
      schema: { tags: ['cluster-providers'], params, response: { 200: answer, 201: answer } },
    },
    async (request, reply) => {
      const { clusterId, companyProviderId } = request.params;
      const auth = authOf(request);
      assertClusterAccess(auth, clusterId);
      if (!hasPermission(auth, clusterId, 'edit-cluster-provider')) throw forbidden();
      const { provider, created } = await clusterProviderFromCompany(
        db,
        clusterId,
        companyProviderId,
        actorOf(request),
      );
      return reply.status(created ? 201 : 200).send({ data: provider });
    },
  );
};
