import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseNote, ReleaseNoteKind } from '@site/shared';

/**
 * CHANGELOG.md at the repository's root, the product's release notes ('Yenilikler'). Its format:
 *
 *   # Yenilikler                          free text up to the first release (how to write one, say)
 *   ## 1.4.0 | 2026-11-20 | Başlık         a release: version, day (YYYY-MM-DD), Turkish title; newest first
 *   ### Yeni                               a group: 'Yeni', 'İyileştirme' or 'Düzeltme', each at most once
 *   - Bir satır                            a line of the group (one line each)
 *
 * Blank lines are free; anything else after the first release is an error naming its line, as is a release
 * without lines, a repeated version or a release dated after the one above it.
 */
const GROUPS: Record<string, ReleaseNoteKind> = { Yeni: 'new', İyileştirme: 'improvement', Düzeltme: 'fix' };
const RELEASE = /^##\s+(\d+\.\d+\.\d+)\s*\|\s*(\d{4}-\d{2}-\d{2})\s*\|\s*(\S.*?)\s*$/;
const GROUP = /^###\s+(.+?)\s*$/;
const ITEM = /^[-*]\s+(\S.*?)\s*$/;

const isDay = (text: string) => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

function fail(line: number, why: string): never {
  throw new Error(`CHANGELOG.md, line ${line}: ${why}`);
}

/** A release heading's version, day and title, checked against the releases above it. */
function releaseOf(line: string, no: number, above: ReleaseNote[]): ReleaseNote {
  const match = RELEASE.exec(line);
  if (!match) fail(no, 'a release reads "## 1.2.0 | 2026-01-31 | Başlık"');
  const [, version, date, title] = match as unknown as [string, string, string, string];
  if (!isDay(date)) fail(no, `${date} is not a day`);
  if (above.some((r) => r.version === version)) fail(no, `version ${version} twice`);
  const previous = above.at(-1);
  if (previous && previous.date < date) fail(no, `${version} is dated after ${previous.version}: newest first`);
  return { version, date, title, groups: [] };
}

/** The end of a release (or of the file): its last group and the release itself must have lines. */
function checkFilled(release: ReleaseNote | undefined, no: number): void {
  if (!release) return;
  if (!release.groups.length) fail(no, `release ${release.version} has no lines`);
  if (!release.groups.at(-1)?.items.length) fail(no, `group without lines in ${release.version}`);
}

/** The releases of a changelog's text, newest first; throws on a malformed file, naming the line. */
export function parseChangelog(text: string): ReleaseNote[] {
  const releases: ReleaseNote[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const no = index + 1;
    const line = raw.trimEnd();
    const current = releases.at(-1);
    if (line.startsWith('## ') || line === '##') {
      checkFilled(current, no);
      releases.push(releaseOf(line, no, releases));
      continue;
    }
    if (!current || !line.trim()) continue;
    const heading = GROUP.exec(line);
    if (heading) {
      const name = heading[1] as string;
      const kind = GROUPS[name] ?? fail(no, `group "${name}": one of ${Object.keys(GROUPS).join(', ')}`);
      if (current.groups.length && !current.groups.at(-1)?.items.length) {
        fail(no, `group without lines in ${current.version}`);
      }
      if (current.groups.some((g) => g.kind === kind)) fail(no, `group "${name}" twice in ${current.version}`);
      current.groups.push({ kind, items: [] });
      continue;
    }
    const item = ITEM.exec(line);
    if (!item) fail(no, 'expected "### Yeni|İyileştirme|Düzeltme" or a line "- …"');
    const group = current.groups.at(-1);
    if (!group) fail(no, 'a line before its group ("### Yeni", "### İyileştirme" or "### Düzeltme")');
    group.items.push(item[1] as string);
  }
  checkFilled(releases.at(-1), lines.length);
  if (!releases.length) fail(lines.length, 'no release');
  return releases;
}

/** CHANGELOG.md of the repository: the nearest one up from here (the sources in src/, the bundle in dist/). */
export function changelogPath(from = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'CHANGELOG.md');
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`CHANGELOG.md not found above ${from}`);
  }
}

let cached: ReleaseNote[] | undefined;

/** The repository's releases, read and parsed once (at start: the logs area asks for them when it registers). */
export function releaseNotes(): ReleaseNote[] {
  cached ??= parseChangelog(fs.readFileSync(changelogPath(), 'utf8'));
  return cached;
}
