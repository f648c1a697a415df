import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { httpMessages } from '@site/shared';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AREAS } from './areas';
import type { Config } from './config';
import type { Db } from './db/connection';
import { requireAuth } from './http/auth';
import { emptyStringsToNull, frameworkErrorMessage, registerErrorHandler, stripNulBytesHook } from './http/errors';
import { openApiTransform } from './http/openApi';
import { checkRoutePermission, routePermission, temporaryPasswordGate } from './http/permissions';
import { checkReferences, collectRecordTables } from './http/references';
import { fastSerializerCompiler, strictSerializerCompiler } from './http/responseSerializer';
import { addSecurityHeaders } from './http/securityHeaders';
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
  // Outside production an answer that its response schema would cut short fails (see strictSerializerCompiler).
  app.setSerializerCompiler(config.isProduction ? fastSerializerCompiler : strictSerializerCompiler);
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
    transform: openApiTransform,
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

  const options = { db, config, files };
  app.decorate('routePermissions', new Map());
  await app.register(
    async (api) => {
      api.addHook('preValidation', stripNulBytesHook);
      for (const area of AREAS) if (area.open) await api.register(async (scope) => area.open?.(scope, options));
      await api.register(async (secured) => {
        secured.addHook('onRequest', requireAuth(db));
        secured.addHook('onRequest', temporaryPasswordGate);
        // Writes only, ahead of a route's own hooks: the permission first (a 403 whatever the body), then the
        // body's cleaning and its references. A read has no body to clean or to check.
        const writeHooks = [checkRoutePermission, emptyStringsToNull, checkReferences(db)];
        secured.addHook('onRoute', (route) => {
          if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
          route.preValidation = [...writeHooks, ...[route.preValidation ?? []].flat()];
        });
        for (const area of AREAS) {
          if (!area.secured) continue;
          await secured.register(async (scope) => {
            scope.addHook('onRoute', routePermission(area.permission, app.routePermissions));
            await area.secured?.(scope, options);
          });
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
