import { FIXED_LINES, type Figures, lineTotal, type Section, sectionOf } from './figures';
import type { LineName } from './lineNames';

/** A report line in kuruş, as `operatingRow` of the shared schemas describes it. */
export type RowK = {
  key: string;
  section: Section;
  name: string;
  parent_key: string | null;
  account: string | null;
  months: number[];
  total: number;
  previous?: number;
  difference?: number;
  comment?: string | null;
};

/** The lines of a report: flat (one per account) or as a tree (a child type under its parent). */
export type Shape = 'flat' | 'tree';

const byName = (a: RowK, b: RowK) => {
  const fixedA = a.key in FIXED_LINES;
  const fixedB = b.key in FIXED_LINES;
  if (fixedA !== fixedB) return fixedA ? 1 : -1;
  return a.name.localeCompare(b.name, 'tr') || a.key.localeCompare(b.key);
};

/** Adds `line`'s months into `into`. */
function merge(into: Map<string, number>, line: Map<string, number> | undefined) {
  for (const [m, v] of line ?? []) into.set(m, (into.get(m) ?? 0) + v);
}

/**
 * The rows of a report, income first: each line's months (as `months` lists them) and total, and with
 * `previous` figures its previous-period total and the difference. A tree puts each child type under its
 * parent, whose figures include its children's; a flat report names a child 'Parent / Child'.
 */
export function buildRows(opts: {
  figures: Figures;
  previous: Figures | null;
  names: Map<string, LineName>;
  months: string[];
  sections: Section[];
  shape: Shape;
}): RowK[] {
  const { figures, previous, names, months, shape } = opts;
  const keys = new Set([...figures.keys(), ...(previous?.keys() ?? [])]);
  const lines = new Map<string, { own: Map<string, number>; previous: number; parent: string | null }>();
  const lineOf = (key: string) => {
    let line = lines.get(key);
    if (!line) {
      line = { own: new Map(), previous: 0, parent: null };
      lines.set(key, line);
    }
    return line;
  };
  for (const key of keys) {
    const parent = names.get(key)?.parentKey ?? null;
    const line = lineOf(key);
    line.parent = parent;
    merge(line.own, figures.get(key));
    line.previous += lineTotal(previous?.get(key));
    if (shape === 'tree' && parent) {
      const up = lineOf(parent);
      merge(up.own, figures.get(key));
      up.previous += lineTotal(previous?.get(key));
    }
  }
  const rows: RowK[] = [];
  for (const [key, line] of lines) {
    const section = sectionOf(key);
    if (!opts.sections.includes(section)) continue;
    const own = names.get(key)?.name ?? key;
    const parentName = line.parent ? names.get(line.parent)?.name : undefined;
    const values = months.map((m) => line.own.get(m) ?? 0);
    const total = values.reduce((a, b) => a + b, 0);
    const row: RowK = {
      key,
      section,
      name: shape === 'flat' && parentName ? `${parentName} / ${own}` : own,
      parent_key: shape === 'tree' ? (lines.has(line.parent ?? '') ? line.parent : null) : null,
      account: key in FIXED_LINES ? null : key,
      months: values,
      total,
    };
    if (previous) Object.assign(row, { previous: line.previous, difference: total - line.previous });
    rows.push(row);
  }
  // Sections in order; in a tree each parent followed by its children.
  const ordered: RowK[] = [];
  for (const section of opts.sections) {
    const top = rows.filter((r) => r.section === section && r.parent_key === null).sort(byName);
    for (const row of top) {
      ordered.push(row);
      ordered.push(...rows.filter((r) => r.parent_key === row.key).sort(byName));
    }
  }
  return ordered;
}

/** A section's totals over its top-level rows: per month and in all. */
export function sectionSums(rows: RowK[], section: Section, monthCount: number) {
  const top = rows.filter((r) => r.section === section && r.parent_key === null);
  const months = Array.from({ length: monthCount }, (_, i) => top.reduce((sum, r) => sum + r.months[i], 0));
  return {
    months,
    total: top.reduce((sum, r) => sum + r.total, 0),
    previous: top.reduce((s, r) => s + (r.previous ?? 0), 0),
  };
}
