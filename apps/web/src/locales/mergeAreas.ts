/** The areas' message files merged into one: a language holds each area's keys side by side. */
type Merged<Areas extends object[]> = Areas extends [infer First, ...infer Rest extends object[]]
  ? First & Merged<Rest>
  : unknown;

/**
 * A language's message set from its area files. A top-level key two areas share joins their parts
 * (`receivables`: the incomes area's receivables and the enforcements area's `receivables.enforcements`).
 */
export function mergeAreas<Areas extends Record<string, object>[]>(...areas: Areas): Merged<Areas> {
  const merged: Record<string, object> = {};
  for (const area of areas) {
    for (const [key, part] of Object.entries(area)) merged[key] = key in merged ? { ...merged[key], ...part } : part;
  }
  return merged as Merged<Areas>;
}
