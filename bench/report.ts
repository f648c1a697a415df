import { type ReportsResult, renderReports } from './accountingReports';
import { type NotificationsResult, renderNotifications } from './notifications';
import { SETTINGS } from './settings';
import type { Summary } from './stats';

export type LoadPhase = {
  latency: Summary;
  requestsPerSecond: number;
  ok: number;
  seconds: number;
};

export type HttpMeasure = {
  /** One connection: the latency of one request, with nothing queued in front of it. */
  single: LoadPhase;
  /** Several connections: throughput, and latency including queueing. */
  loaded: LoadPhase;
  /** RSS peak of the app's process during the throughput run. */
  peakRssMiB: number;
};

export type Verdict = { name: string; measured: number; limit: number | null; unit: string; verdict: string };

export type DatabaseResult = {
  dialect: 'sqlite' | 'postgres';
  label: string;
  generation: { seconds: number; blocks: number; houses: number; residents: number; houseUsers: number };
  searchTerm: string;
  searchMatches: number;
  driver: { l1: Summary; l2: Summary };
  /** Medians (ms) of the count and the page statement, each alone. */
  driverSplit: { l1: { count: number; page: number }; l2: { count: number; page: number } };
  bare: { l1: HttpMeasure; l2: HttpMeasure };
  list: { l1: HttpMeasure; l2: HttpMeasure };
  /** GET /api/types/generic: a signed-in request without list SQL (token check + framework + small JSON). */
  authFloor: LoadPhase;
  export: {
    runs: { seconds: number; rssBeforeMiB: number; rssPeakMiB: number; heapGrowthMiB: number; fileBytes: number }[];
    medianSeconds: number;
    peakOverBeforeMiB: number;
  };
  ratios: { l1Median: number; l2Median: number; l1P95: number; l2P95: number };
  /** One month of a periodical assessment over every house, and the same run again. */
  periodical?: { houses: number; debts: number; seconds: number; repeatSeconds: number; repeatCreated: number };
  /** A 5,000-recipient SMS batch through the API and the sender, against the adapter alone. */
  notifications?: NotificationsResult;
  /** The main reports and the mizan over three years of books, against their aggregate SQL. */
  reports?: ReportsResult;
  verdicts: Verdict[];
  plans: Record<string, string[]>;
};

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '–');
const int = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '–');

function table(headers: string[], rows: string[][], rightAligned: Set<number>): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function renderDatabase(r: DatabaseResult, connections: number): string {
  const head =
    `${r.label}: ${int(r.generation.residents)} residents, ${int(r.generation.houses)} houses, ` +
    `${r.generation.blocks} blocks, ${int(r.generation.houseUsers)} house users ` +
    `(generated in ${r.generation.seconds.toFixed(1)} s); query '${r.searchTerm}' matches ${int(r.searchMatches)}`;

  const driverRow = (name: string, s: Summary) => [name, ms(s.median), ms(s.p95), int(1000 / s.median), '', '', '', ''];
  const httpRow = (name: string, m: HttpMeasure) => [
    name,
    ms(m.single.latency.median),
    ms(m.single.latency.p95),
    int(m.single.requestsPerSecond),
    int(m.loaded.requestsPerSecond),
    ms(m.loaded.latency.median),
    ms(m.loaded.latency.p95),
    m.peakRssMiB.toFixed(0),
  ];
  const measures = table(
    [
      'measure',
      'median ms',
      'p95 ms',
      'req/s',
      `req/s @${connections}`,
      `median ms @${connections}`,
      `p95 ms @${connections}`,
      `peak RSS MB @${connections}`,
    ],
    [
      driverRow('(a) driver, L1 SQL (count, page, totals)', r.driver.l1),
      driverRow('(a) driver, L2 SQL (count, page, totals)', r.driver.l2),
      httpRow("(b) bare Fastify, L1's rows", r.bare.l1),
      httpRow("(b) bare Fastify, L2's rows", r.bare.l2),
      [
        '(c) signed-in floor: GET types/generic',
        ms(r.authFloor.latency.median),
        ms(r.authFloor.latency.p95),
        int(r.authFloor.requestsPerSecond),
        '',
        '',
        '',
        '',
      ],
      httpRow('L1 GET residents, page 1 of 20, by name', r.list.l1),
      httpRow(`L2 L1 + query=${r.searchTerm}`, r.list.l2),
    ],
    new Set([1, 2, 3, 4, 5, 6, 7]),
  );
  const budgets = table(
    ['budget', 'measured', 'limit', 'verdict'],
    r.verdicts.map((v) => [
      v.name,
      `${v.unit === '×' ? v.measured.toFixed(2) : v.measured.toFixed(v.unit === 's' ? 2 : 0)} ${v.unit}`,
      v.limit === null ? '(info)' : `${v.unit === '×' ? '≤' : '<'} ${v.limit} ${v.unit}`,
      v.verdict,
    ]),
    new Set([1, 2]),
  );
  const runs = r.export.runs.map(
    (x, i) =>
      `  run ${i + 1}: ${x.seconds.toFixed(2)} s, RSS ${x.rssBeforeMiB.toFixed(0)} → ${x.rssPeakMiB.toFixed(0)} MB ` +
      `(+${(x.rssPeakMiB - x.rssBeforeMiB).toFixed(0)}), JS heap + external +${x.heapGrowthMiB.toFixed(0)} MB`,
  );
  return [
    head,
    '',
    measures,
    '',
    `(a) split, medians: L1 count ${ms(r.driverSplit.l1.count)} + page ${ms(r.driverSplit.l1.page)} ms; ` +
      `L2 count ${ms(r.driverSplit.l2.count)} + page ${ms(r.driverSplit.l2.page)} ms`,
    ...(runs.length
      ? [`XLSX export of every resident, file ${(r.export.runs[0].fileBytes / 1024 / 1024).toFixed(1)} MB:`, ...runs]
      : []),
    ...(r.periodical
      ? [
          `Periodical assessment, one month over ${int(r.periodical.houses)} houses: ${int(r.periodical.debts)} debts and their journal ` +
            `in ${r.periodical.seconds.toFixed(2)} s; the same run again: ${r.periodical.repeatCreated} new in ${r.periodical.repeatSeconds.toFixed(2)} s`,
        ]
      : []),
    ...(r.notifications ? [renderNotifications(r.notifications, SETTINGS.budget.senderOverAdapter)] : []),
    ...(r.reports ? ['', renderReports(r.reports, SETTINGS.budget.reportOverSql)] : []),
    '',
    budgets,
  ].join('\n');
}
