import { listAnswerOf, meetingAttendantListMeta, meetingAttendantPrintQuery, meetingAttendantRow } from '@site/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { listRoute } from '../../../http/listRoute';
import { clusterParams } from '../../../http/routes';
import type { FileStorage } from '../../../storage/fileStorage';
import { meetingAttendantsList, selectMeetingAttendants } from './meetingAttendants.list';
import { printAttendanceSheet } from './meetingAttendants.service';

const tags = ['meeting-attendants'];
const fileAnswer = z.object({ data: z.object({ url: z.string() }) });
// The print takes the list's own parameters (block, search, sort) beside the meeting's day.
const printQuery = meetingAttendantPrintQuery.loose();

/**
 * `GET /clusters/{clusterId}/meeting-attendants`: the attendance list (houses with current owners, land
 * shares, the quorum's totals), exported like every list; `GET …/meeting-attendants/print?meeting_date=` the
 * printable PDF in the complex's name. Both only read: any worker who sees the complex may have them.
 */
export const meetingAttendantRoutes: FastifyPluginAsync<{ db: Db; files: FileStorage }> = async (appBase, options) => {
  const { db, files } = options;
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const select = selectMeetingAttendants(db);
  listRoute(app, {
    ...meetingAttendantsList(db),
    path: '/clusters/:clusterId/meeting-attendants',
    tags,
    params: clusterParams,
    response: listAnswerOf(meetingAttendantRow, meetingAttendantListMeta),
    scope: { cluster: 'houses.cluster_id' },
    base: () => select,
    db,
    files,
  });

  app.get(
    '/clusters/:clusterId/meeting-attendants/print',
    { schema: { tags, params: clusterParams, querystring: printQuery, response: { 200: fileAnswer } } },
    async (request) => {
      const { clusterId } = request.params;
      assertClusterAccess(authOf(request), clusterId);
      const { meeting_date: meetingDate, ...listQuery } = request.query;
      const fileName = await printAttendanceSheet(db, files, clusterId, meetingDate, listQuery);
      return { data: { url: `/api/files/${fileName}` } };
    },
  );
};
