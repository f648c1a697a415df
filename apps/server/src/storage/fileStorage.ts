import type { Readable } from 'node:stream';

/** A stored file as the files route serves it. */
export type StoredFile = { body: Readable; size: number; modifiedAt: Date };

/**
 * Where generated files (exports, receipts, statements) and uploads (company logos) live: a local folder by
 * default, or S3-compatible object storage, so that several servers behind a load balancer serve each
 * other's files. Keys are the random file names, optionally under a folder (`logos/…`); the name is the
 * download credential, so keys are never listed to clients.
 */
export interface FileStorage {
  /**
   * Makes the file `key` with `write`, which writes it to the local path it is given (writers such as
   * exceljs and pdfmake write to a path). The file exists under `key` once the returned promise resolves;
   * when `write` fails nothing is stored.
   */
  create(key: string, write: (file: string) => Promise<void>): Promise<void>;
  /** Stores `bytes` under `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The whole file, or null when there is none (a logo read into a receipt). */
  read(key: string): Promise<Buffer | null>;
  /** Deletes the file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** Deletes the files directly under `prefix` ('' for the top) whose names match and which are older than `maxAgeMs`. */
  purge(prefix: string, name: RegExp, maxAgeMs: number): Promise<number>;
}
