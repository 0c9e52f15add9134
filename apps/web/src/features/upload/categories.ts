import type { TSongCategory } from '@serenade/contract';

export const CATEGORY_LABELS: Record<TSongCategory, string> = {
  pop: 'Pop',
  rock: 'Rock',
  hiphop: 'Hip-Hop',
  electronic: 'Electronic',
  rnb: 'R&B',
  country: 'Country',
  jazz: 'Jazz',
  classical: 'Classical',
  folk: 'Folk / Acoustic',
  other: 'Other',
};

/** Uploads store the category key as the genre; show its label, and generated genres as they are. */
export function genreLabel(genre: string | null | undefined): string | null {
  if (!genre) return null;
  return (CATEGORY_LABELS as Record<string, string>)[genre] ?? genre;
}
