import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { httpMessages } from '@site/shared';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/connection';
import { requireAuth } from './http/auth';
import { emptyStringsToNull, frameworkErrorMessage, registerErrorHandler, stripNulBytesHook } from './http/errors';
import { checkReferences, collectRecordTables } from './http/references';
import { addSecurityHeaders } from './http/securityHeaders';
import { accountTransferRoutes } from './modules/accountTransfers/accountTransfers.routes';
import { actionLogRoutes } from './modules/actionLogs/actionLogs.routes';
import { activityRoutes } from './modules/activities/activities.routes';
import { assessmentRoutes } from './modules/assessments/assessments.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bankAccountsResource } from './modules/bankAccounts/bankAccounts.resource';
import { bankActivityRoutes } from './modules/bankActivities/bankActivities.routes';
import { cardPaymentRoutes } from './modules/cardPayments/cardPayments.routes';
import { clusterProvidersResource } from './modules/clusterProviders/clusterProviders.resource';
import { clusterNotificationProvidersResource } from './modules/clusterSettings/clusterNotificationProviders.resource';
import { clusterPaymentProvidersResource } from './modules/clusterSettings/clusterPaymentProviders.resource';
import { clusterRoutes } from './modules/clusters/clusters.routes';
import { collectionRoutes } from './modules/collections/collections.routes';
import { companyRoutes } from './modules/companies/companies.routes';
import { companyLogoRoutes, logoFileRoutes } from './modules/companyLogos/companyLogos.routes';
import { enforcementsResource } from './modules/enforcements/enforcements.resource';
import { fileRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { housesResource } from './modules/houses/houses.resource';
import { houseTransferRoutes } from './modules/houseTransfers/houseTransfers.routes';
import { houseUsersResource } from './modules/houseUsers/houseUsers.resource';
import { incomeRoutes } from './modules/incomes/incomes.routes';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { lateFeePreviewRoutes } from './modules/lateFees/lateFeePreview.routes';
import { locationRoutes } from './modules/locations/locations.routes';
import { createMailer } from './modules/mail/mailer';
import { otherDefinitionResources } from './modules/otherDefinitions/otherDefinitions.resources';
import { otherExpenseRoutes } from './modules/otherExpenses/otherExpenses.routes';
import { otherIncomeRecordsResource } from './modules/otherIncomeRecords/otherIncomeRecords.resource';
import { periodicalAssessmentsResource } from './modules/periodicalAssessments/periodicalAssessments.resource';
import { periodicalAssessmentRoutes } from './modules/periodicalAssessments/periodicalAssessments.routes';
import { receiptRoutes } from './modules/receipts/receipts.routes';
import { residentsResource } from './modules/residents/residents.resource';
import { registerResource } from './modules/resources/defineResource';
import { riskyDebtorRoutes } from './modules/riskyDebtors/riskyDebtors.routes';
import { safesResource } from './modules/safes/safes.resource';
import { statementRoutes } from './modules/statements/statements.routes';
import { typeRoutes } from './modules/types/types.routes';
import { createFileStorage } from './storage/createFileStorage';
import type { FileStorage } from './storage/fileStorage';

export type AppOptions = {
  db: Db;
  config: Config;
  /** Where generated files and uploads go; by default what the configuration names (createFileStorage). */
  files?: FileStorage;
};

// Brotli's default quality (11) costs more CPU per response than it saves on a JSON page; 4 is gzip-fast.
// Still, a page of 20 residents (12 KB) takes brotli 4 about twice the CPU of gzip 6 for the same size (2.1 KB),
// so gzip is preferred for JSON whenever the client takes both (browsers do); static files come as .br.
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Builds the API under /api and, when the web app is built, serves it with history-mode fallback. */
export async function buildApp({
  db,
  config,
  files = createFileStorage(config),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // X-Forwarded-For is believed only from the configured proxies; anyone else could reset the per-IP sign-in limit with it.
    trustProxy: config.trustProxy,
    // A `__proto__` or `constructor` key in a body is dropped rather than refused with the parser's English error.
    // Malformed URLs (a path parameter too long, bad percent-encoding) are refused before routing; in Turkish too.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).status(error.statusCode ?? 400).send({ message: frameworkErrorMessage(error) });
    },
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // Bracket arrays (`cluster_id[]=1&cluster_id[]=2`) arrive as `cluster_id` arrays.
    routerOptions: { querystringParser: parseQuery },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  collectRecordTables(app);

  // helmet's security headers, computed once from the configuration.
  addSecurityHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  // JSON answers above 1 KB travel compressed; static files come precompressed from the build.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'br'],
    brotliOptions: BROTLI_FAST,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Site Yönetimi API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The API documentation page sets a policy of its own that lets its bundled scripts run.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  if (config.maintenance) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) {
        return reply.status(503).send({ message: httpMessages.maintenance });
      }
    });
  }

  await app.register(
    async (api) => {
      api.addHook('preValidation', stripNulBytesHook);
      await api.register(healthRoutes, { db, config });
      await api.register(authRoutes, { db, matomoToken: config.matomoReadonlyToken });
      // Generated files open in a new tab without the token: their names are random and they expire.
      await api.register(fileRoutes, { files });
      await api.register(logoFileRoutes, { files });
      await api.register(async (secured) => {
        secured.addHook('onRequest', requireAuth(db));
        // Writes only, ahead of a route's own hooks: a read has no body to clean or to check.
        const writeHooks = [emptyStringsToNull, checkReferences(db)];
        secured.addHook('onRoute', (route) => {
          if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
          route.preValidation = [...writeHooks, ...[route.preValidation ?? []].flat()];
        });
        await secured.register(clusterRoutes, { db });
        await secured.register(companyRoutes, { db, files });
        await secured.register(companyLogoRoutes, { db, files });
        await secured.register(actionLogRoutes, { db });
        await secured.register(houseTransferRoutes, { db });
        await secured.register(locationRoutes, { db });
        await secured.register(typeRoutes);
        await secured.register(assessmentRoutes, { db, files });
        await secured.register(collectionRoutes, { db, files });
        await secured.register(incomeRoutes, { db, files });
        await secured.register(lateFeePreviewRoutes, { db });
        await secured.register(invoiceRoutes, { db, files });
        await secured.register(otherExpenseRoutes, { db, files });
        await secured.register(receiptRoutes, { db, files, mailer: createMailer(config) });
        await secured.register(riskyDebtorRoutes, { db, files });
        await secured.register(activityRoutes, { db, files });
        await secured.register(statementRoutes, { db, files });
        await secured.register(bankActivityRoutes, { db, files });
        await secured.register(accountTransferRoutes, { db, files });
        await secured.register(cardPaymentRoutes, { db, files });
        await secured.register(periodicalAssessmentRoutes, { db });
        for (const resource of [
          bankAccountsResource,
          safesResource,
          housesResource,
          residentsResource,
          houseUsersResource,
          clusterProvidersResource,
          clusterNotificationProvidersResource,
          clusterPaymentProvidersResource,
          ...otherDefinitionResources,
          periodicalAssessmentsResource,
          enforcementsResource,
          otherIncomeRecordsResource,
        ]) {
          await secured.register(async (scope) => registerResource(scope, resource, { db, files }));
        }
      });
    },
    { prefix: '/api' },
  );

  serveWebApp(app, config.webDist);
  return app;
}

/**
 * Scripts, data and frames from this origin only; Matomo's origin only when it is configured. antd writes its
 * styles at run time (CSS-in-JS), so inline styles are allowed, inline scripts never.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const matomo = config.matomoUrl ? [new URL(config.matomoUrl).origin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...matomo],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...matomo],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...matomo],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

function serveWebApp(app: FastifyInstance, dist: string): void {
  const hasWebApp = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWebApp)
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent as it is.
      preCompressed: true,
      // Hashed assets never change under their name; everything else (index.html, version.json) is revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const isScreen =
      request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]);
    if (hasWebApp && isScreen) {
      // Every screen route is the SPA's; it shows its own 404 for unknown paths.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: httpMessages.notFound });
  });
}

function parseQuery(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const list = (out[key] as string[] | undefined) ?? [];
      list.push(value);
      out[key] = list;
    } else {
      out[rawKey] = value;
    }
  }
  return out;
}
