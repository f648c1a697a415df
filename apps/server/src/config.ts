import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from './storage/s3Storage';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root, so `./data` means the same folder whichever workspace starts the server. */
export const repoRoot = path.resolve(here, '../../..');

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  isProduction: boolean;
  webDist: string;
  /** Generated files and uploads, when they are kept on this machine (the default). */
  filesDir: string;
  /** S3-compatible object storage for them instead (STORAGE=s3); several servers then share the files. */
  s3: S3Settings | null;
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
  /** The GoldSMS API's base address (GOLDSMS_URL), e.g. the fake provider's in development. */
  goldSmsUrl: string;
  /** The MasGSM API's base address (MASGSM_URL). */
  masGsmUrl: string;
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

/** STORAGE=s3 with S3_BUCKET (and S3_REGION, S3_ENDPOINT, S3_PREFIX, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY). */
export function parseS3(env: NodeJS.ProcessEnv): S3Settings | null {
  const kind = env.STORAGE?.trim() || 'local';
  if (kind === 'local') return null;
  if (kind !== 's3') throw new Error(`STORAGE must be 'local' or 's3', not '${kind}'`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
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
    s3: parseS3(env),
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
    goldSmsUrl: env.GOLDSMS_URL || 'https://apiv3.goldmesaj.net',
    masGsmUrl: env.MASGSM_URL || 'https://masgsm.com.tr',
  };
}
