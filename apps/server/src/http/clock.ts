/** UTC ISO-8601 timestamp, the one format every table stores. */
export const nowIso = (): string => new Date().toISOString();
