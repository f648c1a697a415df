/** UTC ISO-8601 timestamp, the one format every table stores. */
export const nowIso = (): string => new Date().toISOString();

/** The calendar day (YYYY-MM-DD) in Türkiye of a UTC instant: the day a person there means by it. */
export const turkishDayOf = (at: string | Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(at));

/** Today in Türkiye (YYYY-MM-DD). */
export const todayInTurkey = (): string => turkishDayOf(new Date());
