import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage, StoredFile } from './fileStorage';

/** Keys are file names, optionally under one folder: no `..`, no absolute path, no hidden file. */
const KEY = /^(?:[a-z0-9-]+\/)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Not a storage key: ${key}`);
}

/** Files in a folder of this machine (FILES_DIR, by default data/files). */
export class LocalFileStorage implements FileStorage {
  constructor(readonly dir: string) {}

  /** The file's path in the folder. */
  pathOf(key: string): string {
    assertKey(key);
    return path.join(this.dir, key);
  }

  async create(key: string, write: (file: string) => Promise<void>): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      await write(file);
    } catch (error) {
      await fs.promises.rm(file, { force: true });
      throw error;
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.create(key, (file) => fs.promises.writeFile(file, bytes));
  }

  async get(key: string): Promise<StoredFile | null> {
    // Open first, then check: a purge that runs in between cannot turn this into a broken stream.
    const handle = await fs.promises.open(this.pathOf(key), 'r').catch(() => null);
    const stat = await handle?.stat().catch(() => null);
    if (!handle || !stat?.isFile()) {
      await handle?.close();
      return null;
    }
    return { body: fs.createReadStream('', { fd: handle }), size: stat.size, modifiedAt: stat.mtime };
  }

  async read(key: string): Promise<Buffer | null> {
    return fs.promises.readFile(this.pathOf(key)).catch(() => null);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async purge(prefix: string, name: RegExp, maxAgeMs: number): Promise<number> {
    const dir = prefix ? path.join(this.dir, prefix) : this.dir;
    const names = await fs.promises.readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const cutoff = Date.now() - maxAgeMs;
    let deleted = 0;
    for (const entry of names) {
      // Only names the app makes are touched, so a misconfigured folder loses nothing else.
      if (!name.test(entry)) continue;
      const file = path.join(dir, entry);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile() || stat.mtimeMs >= cutoff) continue;
        await fs.promises.unlink(file);
        deleted++;
      } catch (error) {
        // Another process may have deleted it in the meantime.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return deleted;
  }
}
