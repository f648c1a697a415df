import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogPath, parseChangelog, releaseNotes } from './changelog';

const root = path.resolve(import.meta.dirname, '../../../../../..');

const good = `# Yenilikler

Serbest metin: sürüm notlarının nasıl yazıldığı.

## 1.1.0 | 2026-03-02 | Tahsilatlar

### Yeni
- Tahsilat makbuzu
- Banka ekstresi

### Düzeltme
- Bakiye düzeltildi

## 1.0.0 | 2026-01-12 | İlk sürüm
### İyileştirme
* Listeler hızlandı
`;

describe('the changelog parser', () => {
  it('reads releases with their version, day, title and grouped lines, newest first', () => {
    expect(parseChangelog(good)).toEqual([
      {
        version: '1.1.0',
        date: '2026-03-02',
        title: 'Tahsilatlar',
        groups: [
          { kind: 'new', items: ['Tahsilat makbuzu', 'Banka ekstresi'] },
          { kind: 'fix', items: ['Bakiye düzeltildi'] },
        ],
      },
      {
        version: '1.0.0',
        date: '2026-01-12',
        title: 'İlk sürüm',
        groups: [{ kind: 'improvement', items: ['Listeler hızlandı'] }],
      },
    ]);
  });

  it.each([
    ['a release heading without its day', good.replace('| 2026-03-02 ', ''), 'line 5'],
    ['a day that does not exist', good.replace('2026-03-02', '2026-02-30'), 'not a day'],
    ['an unknown group', good.replace('### Düzeltme', '### Diğer'), 'group "Diğer"'],
    ['a line before any group', good.replace('### Yeni\n', ''), 'before its group'],
    ['stray text in a release', good.replace('- Banka ekstresi', 'Banka ekstresi'), 'line 9'],
    ['a release without lines', good.replace('### İyileştirme\n* Listeler hızlandı\n', ''), 'no lines'],
    ['a group without lines', good.replace('- Bakiye düzeltildi\n', ''), 'group without lines'],
    ['the same version twice', good.replace('1.0.0', '1.1.0'), 'twice'],
    ['an older release above a newer one', good.replace('2026-01-12', '2026-05-01'), 'newest first'],
    ['no release at all', '# Yenilikler\n\nHenüz yok.\n', 'no release'],
  ])('refuses %s, naming the line', (_, text, why) => {
    expect(() => parseChangelog(text)).toThrow(why);
  });

  it("reads the repository's CHANGELOG.md: releases of 2026, newest first, each with Turkish lines", () => {
    const notes = releaseNotes();
    expect(notes.length).toBeGreaterThanOrEqual(4);
    expect(notes.map((n) => n.date)).toEqual(
      notes
        .map((n) => n.date)
        .sort()
        .reverse(),
    );
    for (const note of notes) {
      expect(note.date.startsWith('2026-')).toBe(true);
      expect(note.groups.flatMap((g) => g.items).length).toBeGreaterThan(0);
    }
    expect(notes).toEqual(parseChangelog(fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8')));
  });

  it('finds CHANGELOG.md from the sources and from the built server in apps/server/dist', () => {
    const file = path.join(root, 'CHANGELOG.md');
    expect(changelogPath()).toBe(file);
    expect(changelogPath(path.join(root, 'apps/server/dist'))).toBe(file);
  });
});
