import { describe, expect, it } from 'vitest';
import { dailyLinesOption, pieOption } from './statisticsCharts';

type Series = { name?: string; type: string; data: unknown[] }[];

describe('statistics chart options', () => {
  it('draws one line per count over the days, labelled dd.MM, counts the Turkish way', () => {
    const option = dailyLinesOption(
      ['2026-11-01', '2026-11-02'],
      [
        { name: 'Ziyaret', data: [1200, 3], color: '#1677ff' },
        { name: 'Tekil ziyaretçi', data: [800, 2], color: '#389e0d' },
      ],
    );
    const axis = option.xAxis as { data: string[]; axisLabel: { formatter: (d: string) => string } };
    expect(axis.data).toEqual(['2026-11-01', '2026-11-02']);
    expect(axis.axisLabel.formatter('2026-11-02')).toBe('02.11');
    expect((option.series as Series).map((s) => [s.name, s.type, s.data])).toEqual([
      ['Ziyaret', 'line', [1200, 3]],
      ['Tekil ziyaretçi', 'line', [800, 2]],
    ]);
    expect(option.tooltip.valueFormatter(1234)).toBe('1.234');
  });

  it('shows each platform as a slice with its count', () => {
    const option = pieOption([
      { name: 'Android', value: 2 },
      { name: 'Bilinmiyor', value: 1 },
    ]);
    expect(option.series[0].data).toEqual([
      { name: 'Android', value: 2 },
      { name: 'Bilinmiyor', value: 1 },
    ]);
  });
});
