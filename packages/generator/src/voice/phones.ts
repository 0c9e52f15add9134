// Phone classes: how each ARPAbet phone is voiced, and its name in flite's phone set.

export type PhoneClass = 'vowel' | 'sonorant' | 'voicedObstruent' | 'voiceless' | 'silence';

const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
export const DIPHTHONGS = new Set(['AW', 'AY', 'EY', 'OW', 'OY']);
const SONORANTS = new Set(['L', 'R', 'M', 'N', 'NG', 'W', 'Y']);
const VOICED = new Set(['B', 'D', 'G', 'V', 'DH', 'Z', 'ZH', 'JH']);
const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH', 'S', 'SH', 'CH', 'HH']);
/** stops and affricates: a closure, then a burst */
export const PLOSIVES = new Set(['P', 'T', 'K', 'B', 'D', 'G', 'CH', 'JH']);
/** fricatives with energy above flite's 8 kHz band edge */
export const SIBILANTS = new Set(['S', 'Z', 'SH', 'ZH', 'CH', 'JH', 'F', 'TH', 'DH', 'V']);

export function bare(phone: string): string {
  return phone.replace(/[0-2]$/, '').toUpperCase();
}

export function phoneClass(phone: string): PhoneClass {
  const p = bare(phone);
  if (VOWELS.has(p)) return 'vowel';
  if (SONORANTS.has(p)) return 'sonorant';
  if (VOICED.has(p)) return 'voicedObstruent';
  if (VOICELESS.has(p)) return 'voiceless';
  return 'silence';
}

export function isKnownPhone(phone: string): boolean {
  return phoneClass(phone) !== 'silence';
}

/** Flite's name for an ARPAbet phone (unstressed AH is flite's schwa, ax). */
export function fliteName(phone: string): string {
  const p = bare(phone);
  if (p === 'AH' && phone.endsWith('0')) return 'ax';
  return p.toLowerCase();
}
