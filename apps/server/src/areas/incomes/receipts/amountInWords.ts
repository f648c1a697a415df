const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const SCALES = ['', 'bin', 'milyon', 'milyar', 'trilyon', 'katrilyon'];

/** 0–999 in words; Turkish says 'yüz' and not 'bir yüz'. */
function hundreds(n: number): string[] {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  if (h > 0) words.push(...(h > 1 ? [ONES[h]] : []), 'yüz');
  const rest = n % 100;
  if (rest >= 10) words.push(TENS[Math.floor(rest / 10)]);
  if (rest % 10 > 0) words.push(ONES[rest % 10]);
  return words;
}

/** A whole number in lowercase Turkish words: 1250 → 'bin iki yüz elli'; 0 → 'sıfır'. */
export function integerInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole amount: ${value}`);
  if (value === 0) return 'sıfır';
  const words: string[] = [];
  let rest = value;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale];
    if (group === 0) continue;
    // 'bin', never 'bir bin'; but 'bir milyon'.
    if (!(scale === 1 && group === 1)) words.push(...hundreds(group));
    if (SCALES[scale]) words.push(SCALES[scale]);
  }
  return words.join(' ');
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);

/**
 * An amount of integer kuruş as a receipt writes it out:
 * 125050 → 'Bin iki yüz elli Türk lirası elli kuruş', 100 → 'Bir Türk lirası', 0 → 'Sıfır Türk lirası'.
 */
export function amountInWords(kurus: number): string {
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`Kuruş must be an integer: ${kurus}`);
  const abs = Math.abs(kurus);
  const lira = Math.floor(abs / 100);
  const cents = abs % 100;
  let text = `${integerInWords(lira)} Türk lirası`;
  if (cents > 0) text += ` ${integerInWords(cents)} kuruş`;
  return capitalize(kurus < 0 ? `eksi ${text}` : text);
}
