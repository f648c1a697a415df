// autocannon 8 ships no types and @types/autocannon is not installed: the part of its API this bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Options = {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    pipelining?: number;
  };

  export type Result = {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    requests: { total: number; sent: number; average: number };
    throughput: { total: number; average: number };
    latency: { p50: number; p97_5: number; p99: number; average: number };
  };

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
