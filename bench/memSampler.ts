import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/*
 * RSS is per process, so a worker thread can read it while the main thread is busy: a long synchronous
 * stretch of the export (zip, JSON) would delay a timer on the main thread and hide its peak.
 * The worker runs plain JavaScript without the TypeScript loader (execArgv: []).
 */
const SAMPLER = `
const { parentPort } = require('node:worker_threads');
let peak = 0;
let timer = null;
parentPort.on('message', (cmd) => {
  if (cmd === 'start') {
    const before = process.memoryUsage.rss();
    peak = before;
    timer = setInterval(() => { const rss = process.memoryUsage.rss(); if (rss > peak) peak = rss; }, 20);
    parentPort.postMessage({ before });
  } else if (cmd === 'stop') {
    clearInterval(timer);
    const rss = process.memoryUsage.rss();
    parentPort.postMessage({ peak: Math.max(peak, rss) });
  }
});
`;

export type MemoryWindow = { beforeBytes: number; peakBytes: number };

/** Samples this process's RSS every 20 ms between start() and stop(). */
export class MemorySampler {
  private readonly worker = new Worker(SAMPLER, { eval: true, execArgv: [] });
  private before = 0;

  async start(): Promise<void> {
    this.worker.postMessage('start');
    const [message] = (await once(this.worker, 'message')) as [{ before: number }];
    this.before = message.before;
  }

  async stop(): Promise<MemoryWindow> {
    this.worker.postMessage('stop');
    const [message] = (await once(this.worker, 'message')) as [{ peak: number }];
    return { beforeBytes: this.before, peakBytes: message.peak };
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

export const mib = (bytes: number) => bytes / 1024 / 1024;
