import type { tr } from './tr';

// i18next joins only string keys into its key type: an enum's labels (`types: { 1: 'Malik' }`) are
// looked up as 'houseUsers.types.1', so their numeric keys are typed as the strings they are at run time.
type StringKeys<T> = T extends string ? T : { [K in keyof T as `${K & (string | number)}`]: StringKeys<T[K]> };

/** The shape every language follows: the Turkish set, merged from its area files. */
export type Messages = StringKeys<typeof tr>;

/** What a partial language may hold: any part of a message tree, leaves as strings. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : string };

/** A partial language: keys it leaves out fall back to English, then Turkish. */
export type PartialMessages = DeepPartial<Messages>;
