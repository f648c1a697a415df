/** Common Turkish given names and surnames for demo and benchmark data. */
export const FIRST_NAMES = [
  'Ahmet', 'Mehmet', 'Mustafa', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Osman', 'Yusuf',
  'Murat', 'Ömer', 'Ramazan', 'Halil', 'Süleyman', 'Abdullah', 'Mahmut', 'Recep', 'Salih', 'Kemal',
  'Emre', 'Burak', 'Serkan', 'Onur', 'Cem', 'Çağlar', 'Barış', 'Şükrü', 'Tuncay', 'Uğur',
  'Fatma', 'Ayşe', 'Emine', 'Hatice', 'Zeynep', 'Elif', 'Meryem', 'Şerife', 'Zehra', 'Sultan',
  'Hanife', 'Merve', 'Özlem', 'Esra', 'Gülşen', 'Büşra', 'Derya', 'Songül', 'Çiğdem', 'Işıl',
];

export const SURNAMES = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir',
  'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek',
  'Polat', 'Özer', 'Korkmaz', 'Çakır', 'Erdoğan', 'Yavuz', 'Can', 'Acar', 'Güler', 'Işık',
  'Bulut', 'Ünal', 'Güneş', 'Aksoy', 'Taş', 'Akın', 'Uçar', 'Bozkurt', 'Sarı', 'Ekinci',
];

/** A small deterministic generator so the demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
