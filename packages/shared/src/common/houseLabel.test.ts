import { describe, expect, it } from 'vitest';
import { houseLabel } from './houseLabel';

describe('houseLabel', () => {
  it('names a house by its block and door number, or its door number alone', () => {
    expect(houseLabel('A Blok', '12')).toBe('A Blok 12');
    expect(houseLabel(null, 'D-3')).toBe('D-3');
    expect(houseLabel('', '7')).toBe('7');
    expect(houseLabel(undefined, undefined)).toBe('');
  });
});
