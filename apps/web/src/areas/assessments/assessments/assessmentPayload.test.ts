import { describe, expect, it } from 'vitest';
import { toNamePath } from '../../../ui/submitForm';
import { ASSESSMENT_DEFAULTS, assessmentScreenOf, isPreviewable, toAssessmentPayload } from './assessmentPayload';

const base = { ...ASSESSMENT_DEFAULTS, income_type_id: 3, starts_on: '2026-01-31' };

describe('assessment payload', () => {
  it('a general assessment needs its split method and amount before the preview is asked for', () => {
    const partial = toAssessmentPayload({ ...base, amount: 1000 }, 'general', 7);
    expect(isPreviewable(partial)).toBe(false);
    const complete = toAssessmentPayload({ ...base, amount: 1000, split_method: 'equal' }, 'general', 7);
    expect(isPreviewable(complete)).toBe(true);
    expect(complete).toMatchObject({
      cluster_id: 7,
      assessment_type: 'general',
      split_method: 'equal',
      amount: 1000,
      block_ids: null,
      house_amounts: null,
      type_amounts: null,
      months: 1,
    });
  });

  it('sends the blocks only for Seçili Bloklar, and requires one there', () => {
    const values = { ...base, amount: 50, split_method: 'equal' as const, block_ids: [4] };
    expect(toAssessmentPayload(values, 'general', 1).block_ids).toBeNull();
    const selected = toAssessmentPayload({ ...values, calculation_type_id: 2, block_ids: [] }, 'general', 1);
    expect(selected.block_ids).toEqual([]);
    expect(isPreviewable(selected)).toBe(false);
    expect(toAssessmentPayload({ ...values, calculation_type_id: 2 }, 'general', 1).block_ids).toEqual([4]);
  });

  it('a free assessment carries only the houses charged something, and no single amount', () => {
    const payload = toAssessmentPayload(
      {
        ...base,
        amount: 99,
        house_amounts: [
          { house_id: 1, amount: 250.5 },
          { house_id: 2, amount: null },
          { house_id: 3, amount: 0 },
        ],
      },
      'free',
      1,
    );
    expect(payload.house_amounts).toEqual([{ house_id: 1, amount: 250.5 }]);
    expect(payload.amount).toBeNull();
    expect(isPreviewable(payload)).toBe(true);
    expect(isPreviewable(toAssessmentPayload({ ...base, house_amounts: [{ house_id: 2 }] }, 'free', 1))).toBe(false);
  });

  it('a house-type assessment carries one amount per charged unit type', () => {
    const payload = toAssessmentPayload(
      {
        ...base,
        type_amounts: [
          { house_type_id: 5, amount: 800 },
          { house_type_id: 6, amount: null },
        ],
      },
      'house_type',
      1,
    );
    expect(payload.type_amounts).toEqual([{ house_type_id: 5, amount: 800 }]);
    expect(isPreviewable(payload)).toBe(true);
  });

  it('a parametric assessment needs its parameter; a blank description is sent as null', () => {
    const values = { ...base, amount: 12.5, description: '   ' };
    expect(isPreviewable(toAssessmentPayload(values, 'parametric', 1))).toBe(false);
    const payload = toAssessmentPayload({ ...values, parameter: 'net_area', split_method: 'equal' }, 'parametric', 1);
    expect(payload).toMatchObject({ parameter: 'net_area', split_method: null, description: null, amount: 12.5 });
    expect(isPreviewable(payload)).toBe(true);
  });

  it('maps screen paths and 422 field paths', () => {
    expect(assessmentScreenOf('/assessments/house-type/12/edit').type).toBe('house_type');
    expect(assessmentScreenOf('/assessments/free/create').type).toBe('free');
    expect(toNamePath('lines.2.amount')).toEqual(['lines', 2, 'amount']);
  });
});
