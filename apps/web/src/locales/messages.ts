import type { tr } from './tr';

/** The shape every language follows: the Turkish set, merged from its area files. */
export type Messages = typeof tr;

/** What a partial language may hold: any part of a message tree, leaves as strings. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : string };

/** A partial language: keys it leaves out fall back to English, then Turkish. */
export type PartialMessages = DeepPartial<Messages>;
