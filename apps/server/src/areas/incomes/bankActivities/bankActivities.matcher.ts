import { isValidTckn } from '@site/shared';
import { foldTurkish } from '../../../db/turkish';

// Who paid an incoming bank line: a pure function over the complex's residents, houses and earlier matches,
// built once per import so that 20,000 lines against 20,000 residents stay fast (inverted name index).

export type MatchResident = {
  id: number;
  name: string;
  identity_number: string | null;
  tax_number: string | null;
};
export type MatchHouse = { id: number; block_name: string | null; door_number: string };
/** A current (ends_on null) owner (1) or renter (2) link. */
export type MatchLink = { house_id: number; resident_id: number; house_user_type_id: number };
/** The house and payer an IBAN's line was matched to before (latest first wins). */
export type IbanHistory = { iban: string; house_id: number | null; resident_id: number | null };

export type MatchContext = {
  residents: MatchResident[];
  houses: MatchHouse[];
  links: MatchLink[];
  ibanHistory: IbanHistory[];
};

export type MatchLine = {
  amount: number;
  sender_name: string | null;
  description: string | null;
  iban: string | null;
  identity_number: string | null;
  tax_number: string | null;
};

export type Suggestion = {
  house_id: number | null;
  resident_id: number | null;
  /** 0–100. */
  confidence: number;
  reason: string;
};

export const REASONS = {
  identity: 'T.C. kimlik no eşleşti',
  tax: 'Vergi no eşleşti',
  iban: 'IBAN daha önce eşleştirildi',
  sender: 'Gönderen adı eşleşti',
  house: 'Açıklamada daire bulundu',
  residentInDescription: 'Açıklamada sakin adı bulundu',
} as const;

const SCORE = {
  identity: 95,
  iban: 90,
  senderAll: 80,
  senderMost: 60,
  houseWithBlock: 75,
  houseDoorOnly: 60,
  descriptionAll: 70,
  descriptionMost: 50,
  singleWordPenalty: 25,
  ambiguousPenalty: 20,
  agreementBonus: 10,
} as const;

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i', û: 'u' };

/**
 * Turkish-folded, then without Turkish letters: banks often send 'ISMAIL SAHIN' for 'İsmail Şahin',
 * so both sides are compared in plain ASCII.
 */
export function matchFold(text: string): string {
  return foldTurkish(text).replace(/[çğıöşüâîû]/g, (ch) => ASCII[ch] ?? ch);
}

const tokensOf = (text: string): string[] =>
  matchFold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** 'a12' → 'a', '12': a house written without a separator. */
const splitAlnum = (token: string): string[] => token.match(/[a-z]+|\d+/g) ?? [];

// Words of company names and filler that say nothing about who a person is.
const NAME_STOP_WORDS = new Set(['ve', 'ltd', 'sti', 'as', 'tic', 'san', 'sirketi', 'limited', 'anonim', 'insaat']);
const BLOCK_WORDS = new Set(['blok', 'block', 'blk', 'bl']);
const DOOR_WORDS = new Set(['daire', 'd', 'no', 'nolu', 'numara', 'kapi', 'bb', 'bagimsiz', 'bolum', 'apt']);

/** The residents who share one name (namesakes), and how much of it a text holds. */
type NameHit = { residentIds: number[]; all: boolean; words: number };
type NameGroup = { words: string[]; residentIds: number[] };

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);
// Pairs of a name's first words are indexed; a text holding two thirds of even a long name holds one.
const INDEXED_WORDS = 6;
const LINE_WORDS = 60;

/**
 * Names indexed by every pair of their words (one-word names by the word): a line is compared only with
 * the names it shares two words with, so common first names and surnames cost nothing. Residents are
 * grouped by name first, so namesakes are one check.
 */
function nameIndex(residents: MatchResident[]) {
  const groups = new Map<string, NameGroup>();
  for (const r of residents) {
    const words = [...new Set(tokensOf(r.name))].filter((w) => w.length >= 2 && !NAME_STOP_WORDS.has(w));
    if (!words.length) continue;
    const key = [...words].sort().join(' ');
    const group = groups.get(key);
    if (group) group.residentIds.push(r.id);
    else groups.set(key, { words, residentIds: [r.id] });
  }
  const index = new Map<string, NameGroup[]>();
  const add = (key: string, group: NameGroup) => {
    const list = index.get(key);
    if (list) list.push(group);
    else index.set(key, [group]);
  };
  for (const group of groups.values()) {
    const words = group.words.slice(0, INDEXED_WORDS);
    if (words.length === 1) add(words[0], group);
    for (let i = 0; i < words.length; i++)
      for (let j = i + 1; j < words.length; j++) add(pairKey(words[i], words[j]), group);
  }

  /** Names wholly ('all') or mostly (at least two words, two thirds) in the text. */
  return (text: string | null): NameHit[] => {
    if (!text) return [];
    const present = new Set(tokensOf(text));
    const words = [...present].filter((w) => w.length >= 2).slice(0, LINE_WORDS);
    const candidates = new Set<NameGroup>();
    for (let i = 0; i < words.length; i++) {
      for (const group of index.get(words[i]) ?? []) candidates.add(group);
      for (let j = i + 1; j < words.length; j++)
        for (const group of index.get(pairKey(words[i], words[j])) ?? []) candidates.add(group);
    }
    const hits: NameHit[] = [];
    for (const { words: name, residentIds } of candidates) {
      let found = 0;
      for (const w of name) if (present.has(w)) found++;
      if (found === name.length) hits.push({ residentIds, all: true, words: name.length });
      else if (found >= 2 && found * 3 >= name.length * 2) hits.push({ residentIds, all: false, words: found });
    }
    return hits;
  };
}

/** Houses by block and door, so 'A Blok 12', 'A-12', 'A12', 'Blok A Daire 12' and 'Daire 12' are found. */
function houseFinder(houses: MatchHouse[]) {
  const doorKey = (door: string) => tokensOf(door).join('');
  const blockKeyOf = (name: string | null) => (name ? tokensOf(name).filter((w) => !BLOCK_WORDS.has(w)) : []);
  // block key (joined) → its tokens and door key → house id
  const blocks = new Map<string, { tokens: string[]; doors: Map<string, number> }>();
  const byDoor = new Map<string, number[]>();
  for (const house of houses) {
    const door = doorKey(house.door_number);
    if (!door) continue;
    const doors = byDoor.get(door);
    if (doors) doors.push(house.id);
    else byDoor.set(door, [house.id]);
    const tokens = blockKeyOf(house.block_name);
    if (!tokens.length) continue;
    const key = tokens.join(' ');
    let block = blocks.get(key);
    if (!block) {
      block = { tokens, doors: new Map() };
      blocks.set(key, block);
    }
    block.doors.set(door, house.id);
    // A door number that repeats the block ('A-12' in block 'A') is also found as '12' after the block.
    const prefix = tokens.join('');
    if (door.startsWith(prefix) && door.length > prefix.length) block.doors.set(door.slice(prefix.length), house.id);
    // 'Ç-3' in block 'Çınar' is also '3' there.
    const digits = /^[a-z]+(\d+)$/.exec(door)?.[1];
    if (digits && !block.doors.has(digits)) block.doors.set(digits, house.id);
  }

  return (text: string | null): { houseId: number; withBlock: boolean } | null => {
    if (!text) return null;
    const raw = tokensOf(text);
    const expanded = raw.flatMap(splitAlnum);
    for (const block of blocks.values()) {
      const k = block.tokens;
      for (let p = 0; p + k.length <= expanded.length; p++) {
        if (!k.every((w, i) => expanded[p + i] === w)) continue;
        // The door within a few words after the block, preferring one right after 'daire'/'no'.
        let first: number | null = null;
        for (let q = p + k.length; q < Math.min(expanded.length, p + k.length + 6); q++) {
          const houseId = block.doors.get(expanded[q]);
          if (houseId === undefined) continue;
          if (DOOR_WORDS.has(expanded[q - 1] ?? '')) return { houseId, withBlock: true };
          first ??= houseId;
        }
        if (first !== null) return { houseId: first, withBlock: true };
      }
    }
    // 'Daire 12' or a whole door number ('A12'): only when one house of the complex has it.
    for (let q = 0; q < raw.length; q++) {
      const afterDoorWord = DOOR_WORDS.has(raw[q - 1] ?? '') || DOOR_WORDS.has(raw[q - 2] ?? '');
      const houses = byDoor.get(raw[q]);
      if (houses?.length === 1 && (afterDoorWord || /[a-z]/.test(raw[q])))
        return { houseId: houses[0], withBlock: false };
    }
    return null;
  };
}

/**
 * Builds the suggester for one complex. Signals, strongest first: T.C./tax number, an IBAN matched before,
 * the sender's name, a house in the description, a resident's name in the description. A resident brings
 * their current house; a resident who lives in the house the description names adds confidence.
 */
export function createMatcher(context: MatchContext): (line: MatchLine) => Suggestion | null {
  const byIdentity = new Map<string, number>();
  const byTax = new Map<string, number>();
  for (const r of context.residents) {
    if (r.identity_number) byIdentity.set(r.identity_number.trim(), r.id);
    if (r.tax_number) byTax.set(r.tax_number.trim(), r.id);
  }
  const ibans = new Map<string, IbanHistory>();
  for (const h of context.ibanHistory) if (!ibans.has(h.iban)) ibans.set(h.iban, h);
  const housesOf = new Map<number, number[]>();
  const usersOf = new Map<number, number[]>();
  for (const link of [...context.links].sort(
    (a, b) => a.house_user_type_id - b.house_user_type_id || a.house_id - b.house_id,
  )) {
    const list = housesOf.get(link.resident_id);
    if (list) list.push(link.house_id);
    else housesOf.set(link.resident_id, [link.house_id]);
    const users = usersOf.get(link.house_id);
    if (!users) usersOf.set(link.house_id, [link.resident_id]);
    else if (!users.includes(link.resident_id)) users.push(link.resident_id);
  }
  const findNames = nameIndex(context.residents);
  const findHouse = houseFinder(context.houses);

  /** The best of the name hits: whole names first, then the longest; namesakes go to who lives in `houseId`. */
  const bestName = (hits: NameHit[], all: number, most: number, houseId: number | null) => {
    if (!hits.length) return null;
    const rank = (h: NameHit) => (h.all ? 1000 : 0) + h.words;
    const top = Math.max(...hits.map(rank));
    const best = hits.filter((h) => rank(h) === top);
    let ids = best.flatMap((h) => h.residentIds);
    if (ids.length > 1 && houseId !== null) {
      const living = ids.filter((id) => housesOf.get(id)?.includes(houseId));
      if (living.length) ids = living;
    }
    const residentId = Math.min(...ids);
    let score = best[0].all ? all : most;
    if (best[0].words < 2) score -= SCORE.singleWordPenalty;
    if (ids.length > 1) score -= SCORE.ambiguousPenalty;
    return { residentId, score };
  };

  return (line) => {
    if (line.amount <= 0) return null;
    const house = findHouse(line.description);
    const houseId = house?.houseId ?? null;
    const signals: { houseId: number | null; residentId: number | null; score: number; reason: string }[] = [];

    const identities = [
      line.identity_number,
      ...tokensOf(line.description ?? '').filter((t) => /^\d{11}$/.test(t) && isValidTckn(t)),
    ];
    const byId = identities.map((n) => (n ? byIdentity.get(n) : undefined)).find((id) => id !== undefined);
    if (byId !== undefined)
      signals.push({ houseId: null, residentId: byId, score: SCORE.identity, reason: REASONS.identity });
    const byTaxId = line.tax_number ? byTax.get(line.tax_number) : undefined;
    if (byTaxId !== undefined)
      signals.push({ houseId: null, residentId: byTaxId, score: SCORE.identity, reason: REASONS.tax });

    const previous = line.iban ? ibans.get(line.iban) : undefined;
    if (previous)
      signals.push({
        houseId: previous.house_id,
        residentId: previous.resident_id,
        score: SCORE.iban,
        reason: REASONS.iban,
      });

    const sender = bestName(findNames(line.sender_name), SCORE.senderAll, SCORE.senderMost, houseId);
    if (sender)
      signals.push({ houseId: null, residentId: sender.residentId, score: sender.score, reason: REASONS.sender });

    if (house)
      signals.push({
        houseId,
        residentId: null,
        score: house.withBlock ? SCORE.houseWithBlock : SCORE.houseDoorOnly,
        reason: REASONS.house,
      });

    const named = bestName(findNames(line.description), SCORE.descriptionAll, SCORE.descriptionMost, houseId);
    if (named)
      signals.push({
        houseId: null,
        residentId: named.residentId,
        score: named.score,
        reason: REASONS.residentInDescription,
      });

    if (!signals.length) return null;
    const best = signals.reduce((a, b) => (b.score > a.score ? b : a));
    let { houseId: suggestedHouse, residentId: suggestedResident, score } = best;

    if (suggestedResident !== null && suggestedHouse === null) {
      const own = housesOf.get(suggestedResident) ?? [];
      suggestedHouse = houseId !== null && own.includes(houseId) ? houseId : (own[0] ?? null);
    }
    if (suggestedHouse !== null && suggestedResident === null) {
      // A name elsewhere on the line that belongs to someone living in the house is the payer.
      const payer = signals.find(
        (s) => s.residentId !== null && housesOf.get(s.residentId)?.includes(suggestedHouse as number),
      );
      suggestedResident = payer?.residentId ?? null;
    }
    const agrees =
      houseId !== null &&
      suggestedHouse === houseId &&
      suggestedResident !== null &&
      (housesOf.get(suggestedResident)?.includes(houseId) ?? false);
    if (agrees) score += SCORE.agreementBonus;
    if (suggestedHouse !== null && suggestedResident === null) {
      // Nobody named: the house's only owner or renter is the likely payer (no more confidence for a guess).
      const users = usersOf.get(suggestedHouse) ?? [];
      if (users.length === 1) suggestedResident = users[0];
    }
    return {
      house_id: suggestedHouse,
      resident_id: suggestedResident,
      confidence: Math.max(0, Math.min(100, score)),
      reason: best.reason,
    };
  };
}
