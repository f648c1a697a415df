import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { LoadJob, LoadResult } from './loadClient';

/** Talks to loadClient.ts, the autocannon process; one job at a time. */
export class LoadGenerator {
  private readonly child: ChildProcess;
  private nextId = 1;
  private readonly pending = new Map<number, (result: LoadResult) => void>();

  constructor() {
    // execArgv carries tsx's loader, so the child runs TypeScript too (but not --expose-gc).
    const execArgv = process.execArgv.filter((arg) => arg !== '--expose-gc');
    this.child = fork(path.join(import.meta.dirname, 'loadClient.ts'), [], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: LoadResult) => {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    });
  }

  /** Runs one autocannon job; a run with any error, timeout or non-2xx answer is not a measurement. */
  async run(job: Omit<LoadJob, 'id'>): Promise<LoadResult> {
    const id = this.nextId++;
    const result = await new Promise<LoadResult>((resolve) => {
      this.pending.set(id, resolve);
      this.child.send({ ...job, id });
    });
    if (result.error) throw new Error(`autocannon failed on ${job.url}: ${result.error}`);
    if (result.non2xx || result.errors || result.timeouts)
      throw new Error(
        `${job.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; not a valid run`,
      );
    return result;
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}
