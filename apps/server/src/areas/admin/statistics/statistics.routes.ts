import {
  adminStatisticsMessages,
  adminStatisticsQuery,
  mobileStatisticsAnswer,
  recordOf,
  STATISTICS_MAX_DAYS,
  webStatisticsAnswer,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInTurkey } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import type { AreaOptions } from '../../area';
import { daysOf, webStatistics } from './matomo';
import { mobileStatistics } from './mobileStatistics';

const tags = ['api-super-admin'];
const DEFAULT_DAYS = 30;

/** The asked range, or the last 30 days up to today; at most a year and a day long. */
function rangeOf(query: { date_from?: string; date_to?: string }) {
  const to = query.date_to ?? todayInTurkey();
  const from =
    query.date_from ??
    new Date(new Date(`${to}T00:00:00Z`).getTime() - (DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  if (from > to) return { from: to, to };
  if (daysOf({ from, to }).length > STATISTICS_MAX_DAYS)
    throw invalid('date_from', adminStatisticsMessages.rangeTooLong);
  return { from, to };
}

/** Yönetim › İstatistikler: the web site's visits from Matomo and the mobile app's use from its sign-ins. */
export const adminStatisticsRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, config }) => {
  const matomo = { url: config.matomoUrl, siteId: config.matomoSiteId, token: config.matomoReadonlyToken };

  app.get(
    '/api-super-admin/statistics/web',
    {
      schema: {
        tags,
        summary: "Visits, unique visitors and page views per day and the top pages, from Matomo's reporting API",
        querystring: adminStatisticsQuery,
        response: { 200: recordOf(webStatisticsAnswer) },
      },
    },
    async (request) => ({ data: await webStatistics(matomo, rangeOf(request.query)) }),
  );

  app.get(
    '/api-super-admin/statistics/mobile',
    {
      schema: {
        tags,
        summary: 'Active devices, users, sign-ins per day and platforms of the mobile app',
        querystring: adminStatisticsQuery,
        response: { 200: recordOf(mobileStatisticsAnswer) },
      },
    },
    async (request) => ({ data: await mobileStatistics(db, rangeOf(request.query)) }),
  );
};
