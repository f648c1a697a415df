/** SQLite binds a bounded number of parameters, so a long list of ids goes to the database 500 at a time. */
const CHUNK = 500;

/** The rows `read` finds for `ids`, asked for 500 ids at a time, one chunk's rows after the other. */
export async function inChunks<T, R>(ids: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await read(ids.slice(i, i + CHUNK))));
  return rows;
}
