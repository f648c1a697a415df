import { describe, expect, it } from 'vitest';
import { createMatcher, type MatchContext, type MatchLine, REASONS } from './bankActivities.matcher';

const context: MatchContext = {
  residents: [
    { id: 1, name: 'İsmail Şahin', identity_number: '10000000146', tax_number: null },
    { id: 2, name: 'Ayşe Gül Yıldız', identity_number: null, tax_number: null },
    { id: 3, name: 'Mehmet Yılmaz', identity_number: null, tax_number: null },
    { id: 4, name: 'Mehmet Yılmaz', identity_number: null, tax_number: null },
    { id: 5, name: 'Kaya Yapı Ltd. Şti.', identity_number: null, tax_number: '1234567890' },
  ],
  houses: [
    { id: 10, block_name: 'A Blok', door_number: '12' },
    { id: 11, block_name: 'B Blok', door_number: '12' },
    { id: 12, block_name: 'B Blok', door_number: '7' },
    { id: 13, block_name: 'Çınar Blok', door_number: 'Ç-3' },
  ],
  links: [
    { house_id: 10, resident_id: 1, house_user_type_id: 1 },
    { house_id: 11, resident_id: 2, house_user_type_id: 2 },
    { house_id: 12, resident_id: 3, house_user_type_id: 1 },
    { house_id: 10, resident_id: 4, house_user_type_id: 2 },
  ],
  ibanHistory: [{ iban: 'TR330006100519786457841326', house_id: 12, resident_id: 3 }],
};

const line = (values: Partial<MatchLine>): MatchLine => ({
  amount: 100000,
  sender_name: null,
  description: null,
  iban: null,
  identity_number: null,
  tax_number: null,
  ...values,
});

describe('bank line suggestions', () => {
  const suggest = createMatcher(context);

  it('finds a resident by T.C. kimlik no, with their house, at high confidence', () => {
    expect(suggest(line({ identity_number: '10000000146' }))).toEqual({
      house_id: 10,
      resident_id: 1,
      confidence: 95,
      reason: REASONS.identity,
    });
  });

  it('finds a T.C. kimlik no written in the description', () => {
    expect(suggest(line({ description: 'TCKN 10000000146 aidat' }))).toMatchObject({ resident_id: 1, confidence: 95 });
  });

  it('finds a company by tax number', () => {
    expect(suggest(line({ tax_number: '1234567890' }))).toMatchObject({ resident_id: 5, reason: REASONS.tax });
  });

  it('suggests what an IBAN was matched to before', () => {
    expect(suggest(line({ iban: 'TR330006100519786457841326' }))).toEqual({
      house_id: 12,
      resident_id: 3,
      confidence: 90,
      reason: REASONS.iban,
    });
  });

  it('matches a sender name in bank capitals without Turkish letters', () => {
    expect(suggest(line({ sender_name: 'ISMAIL SAHIN' }))).toMatchObject({
      resident_id: 1,
      house_id: 10,
      confidence: 80,
      reason: REASONS.sender,
    });
  });

  it('scores most words of a name lower than all of them', () => {
    const most = suggest(line({ sender_name: 'AYSE YILDIZ' }));
    expect(most).toMatchObject({ resident_id: 2, house_id: 11, reason: REASONS.sender });
    expect(most?.confidence).toBe(60);
  });

  it.each([
    ['A Blok 12 aidat', 10],
    ['a-12 mart aidatı', 10],
    ['A12 AIDAT', 10],
    ['Blok B Daire 12', 11],
    ['B BLOK KAT 2 DAIRE 7', 12],
    ['çınar blok ç-3 aidat', 13],
    ['Çınar Blok 3', 13],
    ['Daire 7 aidat', 12],
  ])('finds the house in "%s"', (description, houseId) => {
    expect(suggest(line({ description }))).toMatchObject({ house_id: houseId, reason: REASONS.house });
  });

  it("takes a described house's only owner or renter as the payer, and none of several", () => {
    expect(suggest(line({ description: 'B Blok 7' }))).toEqual({
      house_id: 12,
      resident_id: 3,
      confidence: 75,
      reason: REASONS.house,
    });
    expect(suggest(line({ description: 'A Blok 12' }))).toMatchObject({ house_id: 10, resident_id: null });
  });

  it('does not guess a door number that several blocks have', () => {
    expect(suggest(line({ description: 'Daire 12 aidat' }))).toBeNull();
  });

  it('uses the described house to tell namesakes apart and is surer when both agree', () => {
    const both = suggest(line({ sender_name: 'MEHMET YILMAZ', description: 'A Blok 12' }));
    expect(both).toMatchObject({ resident_id: 4, house_id: 10, reason: REASONS.sender });
    expect(both?.confidence).toBe(90);
    const ambiguous = suggest(line({ sender_name: 'MEHMET YILMAZ' }));
    expect(ambiguous?.confidence).toBe(60);
  });

  it('finds a resident named in the description', () => {
    expect(suggest(line({ description: 'FAST ISMAIL SAHIN MART' }))).toMatchObject({
      resident_id: 1,
      house_id: 10,
      reason: REASONS.residentInDescription,
    });
  });

  it('suggests nothing for outgoing money or an unknown line', () => {
    expect(suggest(line({ amount: -5000, identity_number: '10000000146' }))).toBeNull();
    expect(suggest(line({ description: 'Havale', sender_name: 'Zeynep Ak' }))).toBeNull();
  });
});
