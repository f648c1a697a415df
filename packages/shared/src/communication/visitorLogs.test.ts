import { describe, expect, it } from 'vitest';
import { formatPlate, isValidPlate, normalizePlate, visitorLogSchema } from './visitorLogs.schema';

describe('vehicle plates', () => {
  it('stores a plate compact and upper case, however it was typed', () => {
    expect(normalizePlate(' 34 abc 123 ')).toBe('34ABC123');
    expect(normalizePlate('06-ı-1234')).toBe('06I1234');
    expect(normalizePlate('35 i.k 456')).toBe('35IK456');
  });

  it('accepts the Turkish formats and refuses the rest', () => {
    for (const plate of ['34A1234', '34A12345', '06AB123', '06AB1234', '35ABC12', '35ABC123', '01ZZZ99', '81YZ123'])
      expect(isValidPlate(plate), plate).toBe(true);
    for (const plate of [
      '00A1234',
      '82A1234',
      '34A123',
      '34AB12',
      '34ABC1234',
      '34ABCD12',
      '34QW123',
      '34ÇA123',
      'ABC123',
    ])
      expect(isValidPlate(plate), plate).toBe(false);
  });

  it('shows a plate spaced as it is read', () => {
    expect(formatPlate('34ABC123')).toBe('34 ABC 123');
    expect(formatPlate('06I1234')).toBe('06 I 1234');
    expect(formatPlate(null)).toBe('');
  });

  it('turns the payload into what is stored: compact plate, UTC times', () => {
    const parsed = visitorLogSchema.parse({
      cluster_id: 1,
      visitor_name: 'Kurye',
      vehicle_plate: '34 abc 123',
      entered_at: '2026-03-02T07:30:00+03:00',
      note: null,
    });
    expect(parsed).toMatchObject({ vehicle_plate: '34ABC123', entered_at: '2026-03-02T04:30:00.000Z' });
  });
});
