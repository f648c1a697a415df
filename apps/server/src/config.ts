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
  /** Where the development secret key is generated (beside the SQLite file). */
  dataDir: string;
  maintenance: boolean;
  /** The product's own production host; the analytics tracker runs only there. */
  productionHost: string;
  matomoUrl: string;
  matomoSiteId: string;
  matomoReadonlyToken: string | null;
  logLevel: string;
  /** Runs periodical dues and late fees in this process (SCHEDULER=0 turns it off, e.g. on extra web nodes). */
  scheduler: boolean;
  /** `smtp://user:pass@host:587` (or `smtps://…`); without it nothing is e-mailed. */
  smtpUrl: string | null;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** Fastify's `trustProxy`: false unless TRUST_PROXY names the proxies (addresses, CIDRs) or a hop count. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
};

/** TRUST_PROXY: unset → trust no one; '1' → one hop; otherwise a comma-separated list of addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const isProduction = env.NODE_ENV === 'production';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(repoRoot, 'data', 'site.db')}`,
    isProduction,
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
    filesDir: env.FILES_DIR ?? path.join(repoRoot, 'data', 'files'),
    dataDir: env.DATA_DIR ?? path.join(repoRoot, 'data'),
    maintenance: env.MAINTENANCE_MODE === '1',
    productionHost: env.PRODUCTION_HOST ?? 'app.siteyonetimi.com.tr',
    matomoUrl: env.MATOMO_URL ?? '',
    matomoSiteId: env.MATOMO_SITE_ID ?? '',
    matomoReadonlyToken: env.MATOMO_READONLY_TOKEN ?? null,
    // Production logs every request; a developer's terminal shows the start banner, warnings and errors.
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : isProduction ? 'info' : 'warn'),
    scheduler: env.SCHEDULER !== '0' && env.NODE_ENV !== 'test',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Site Yönetimi <noreply@localhost>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
