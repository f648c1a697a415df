// How many SMS a text costs: the encoding a provider sends it in and the segments it is split into.

/**
 * The GSM 03.38 (3GPP TS 23.038 §6.2.1) default alphabet: one septet each. 0x09 is the capital Ç; the small ç
 * is not in it (it is in the Turkish single shift table below). 0x1B is the escape, not a character.
 */
const GSM_DEFAULT =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The default extension table (§6.2.1.1): escape + one septet, two septets each. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

/**
 * The Turkish national language single shift table (Annex A.2.1): the default extension's characters plus
 * Ğ (0x47) İ (0x49) Ş (0x53) ç (0x63) ğ (0x67) ı (0x69) ş (0x73); € stays at 0x65. Two septets each.
 */
const TURKISH_SHIFT = `${GSM_EXTENSION}ĞİŞçğış`;

const DEFAULT_SET = new Set(GSM_DEFAULT);
const EXTENSION_SET = new Set(GSM_EXTENSION);
const TURKISH_SET = new Set(TURKISH_SHIFT);

export type SmsEncoding = 'gsm7' | 'gsm7-turkish' | 'ucs2';

/** Characters (septets, or UTF-16 units for UCS-2) of one segment alone, and of each part of a long text. */
export const SMS_LIMITS: Record<SmsEncoding, { single: number; concatenated: number }> = {
  gsm7: { single: 160, concatenated: 153 },
  // The language shift header takes room of every part: 155 alone, 152 when concatenated (what the
  // Turkish providers charge by).
  'gsm7-turkish': { single: 155, concatenated: 152 },
  ucs2: { single: 70, concatenated: 67 },
};

export type SmsCount = {
  encoding: SmsEncoding;
  /** What the provider counts: septets (a shift character is two) or UTF-16 units (an emoji is two). */
  characters: number;
  segments: number;
  /** The characters one segment holds for this text: the single limit, or the concatenated one. */
  perSegment: number;
};

function encodingOf(text: string): SmsEncoding {
  let turkish = false;
  for (const char of text) {
    if (DEFAULT_SET.has(char) || EXTENSION_SET.has(char)) continue;
    if (TURKISH_SET.has(char)) turkish = true;
    else return 'ucs2';
  }
  return turkish ? 'gsm7-turkish' : 'gsm7';
}

/** The cost of each unit that cannot be split between two parts: a septet or escape pair, a UTF-16 character. */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  const units: number[] = [];
  for (const char of text) {
    if (encoding === 'ucs2') units.push(char.length);
    else units.push(DEFAULT_SET.has(char) ? 1 : 2);
  }
  return units;
}

/**
 * The encoding, length and segments of an SMS text. A long text is cut into parts of the concatenated limit,
 * and an escape pair or a surrogate pair is never split between two parts (it moves to the next one).
 */
export function countSms(text: string): SmsCount {
  const encoding = encodingOf(text);
  const units = unitsOf(text, encoding);
  const characters = units.reduce((sum, unit) => sum + unit, 0);
  const { single, concatenated } = SMS_LIMITS[encoding];
  if (characters <= single) return { encoding, characters, segments: characters ? 1 : 0, perSegment: single };
  let segments = 1;
  let used = 0;
  for (const unit of units) {
    if (used + unit > concatenated) {
      segments += 1;
      used = 0;
    }
    used += unit;
  }
  return { encoding, characters, segments, perSegment: concatenated };
}
