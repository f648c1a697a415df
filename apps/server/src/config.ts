import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, so `./data` means the same folder whichever workspace starts the server. */
export const repoRoot = path.resolve(here, '../../..');

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  isProduction: boolean;
  webDist: string;
  filesDir: string;
  maintenance: boolean;
  /** The product's own production host; the analytics tracker runs only there. */
  productionHost: string;
  matomoUrl: string;
  matomoSiteId: string;
  matomoReadonlyToken: string | null;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(repoRoot, 'data', 'site.db')}`,
    isProduction,
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    filesDir: env.FILES_DIR ?? path.join(repoRoot, 'data', 'files'),
    maintenance: env.MAINTENANCE_MODE === '1',
    productionHost: env.PRODUCTION_HOST ?? 'app.siteyonetimi.com.tr',
    matomoUrl: env.MATOMO_URL ?? '',
    matomoSiteId: env.MATOMO_SITE_ID ?? '',
    matomoReadonlyToken: env.MATOMO_READONLY_TOKEN ?? null,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
