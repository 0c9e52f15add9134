/** SPEC 2 "Demo player": Previous restarts the track once more than this many seconds have played. */
export const RESTART_THRESHOLD_S = 3;
/** SPEC 2: titles truncate at 18 characters in the player. */
export const PLAYER_TITLE_MAX = 18;
export const VOLUME_STEP = 0.1;
export const SEEK_STEP_S = 10;

export function truncateTitle(title: string, max = PLAYER_TITLE_MAX): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : title;
}

export type PreviousStep = { kind: 'restart' } | { kind: 'track'; index: number };

/** Previous: restart after 3 s; otherwise the track before (wrapping only when looping). */
export function previousStep(index: number, length: number, currentTime: number, loop: boolean): PreviousStep {
  if (currentTime > RESTART_THRESHOLD_S || length <= 1) return { kind: 'restart' };
  if (index > 0) return { kind: 'track', index: index - 1 };
  return loop ? { kind: 'track', index: length - 1 } : { kind: 'restart' };
}

export type NextOptions = {
  shuffle: boolean;
  loop: boolean;
  /** True when the track ended by itself; a press of Next always moves on. */
  auto: boolean;
  random?: () => number;
};

/** The index to play after `index`, or null when playback should stop. */
export function nextIndex(index: number, length: number, { shuffle, loop, auto, random = Math.random }: NextOptions) {
  if (length === 0) return null;
  if (length === 1) return loop || !auto ? 0 : null;
  if (shuffle) {
    // Any other track, so shuffle never repeats the one that just played.
    const pick = Math.floor(random() * (length - 1));
    return pick >= index ? pick + 1 : pick;
  }
  if (index + 1 < length) return index + 1;
  return loop || !auto ? 0 : null;
}

/** Rounds to the 0.1 grid and clamps, so repeated steps never drift (0.7 + 0.1 = 0.8, not 0.7999). */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.min(1, Math.max(0, Math.round(volume * 100) / 100));
}
