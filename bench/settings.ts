import path from 'node:path';
import { type Config, loadConfig } from '../apps/server/src/config';
import type { Generated } from './generate';
import type { DatabaseResult } from './report';

/** What run.ts asks database.ts to measure (a database it has filled), and the answer. */
export type DatabaseJob = {
  dialect: 'sqlite' | 'postgres';
  label: string;
  url: string;
  tmp: string;
  generated: Generated;
  /** The lists only: the large size measures L1 and L2, not the export. */
  listsOnly: boolean;
};
export type DatabaseAnswer = { result?: DatabaseResult; error?: string };

export const SETTINGS = {
  /** Seconds of one-connection latency per target, in 1 s slices interleaved with the other targets. */
  duration: Number(process.env.BENCH_DURATION ?? 5),
  /** Connections of the throughput run (as long as `duration`). */
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  exportRuns: 3,
  /** Residents of the complex: the everyday size, and ten times as many for the lists. */
  sizes: (process.env.BENCH_SIZES ?? '20000,200000').split(',').map(Number),
  /**
   * List latency ≤ 1.5 × ((a) + (b)); a search (L2) ≤ 3 × the plain list (L1) at every size; the export
   * under 3 s and 300 MB; the SMS sender's time for a batch ≤ 5 × the bare adapter's; a report ≤ 3 × the
   * aggregate SQL its figures need.
   */
  budget: {
    listRatio: 1.5,
    searchOverList: 3,
    exportSeconds: 3,
    exportMiB: 300,
    senderOverAdapter: 5,
    reportOverSql: 3,
  },
};

/**
 * The server's configuration in the bench: the production one (the zod serialiser alone; outside production
 * every answer is also checked for fields its schema would drop, a developer's guard that production does not
 * pay), silent, with its files in the bench's temp folder and no web app.
 */
export function benchServerConfig(url: string, filesDir: string, more: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    isProduction: true,
    logLevel: 'silent',
    filesDir,
    databaseUrl: url,
    webDist: path.join(filesDir, 'no-web-dist'),
    ...more,
  };
}
