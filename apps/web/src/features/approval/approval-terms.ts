import type { TPublicConfig } from '@serenade/contract';

export type ApprovalTerms = NonNullable<TPublicConfig['lyricApproval']>;

/** A wait in minutes as people say it: "24 hours", "2 days", "90 minutes". */
export function waitInWords(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0) return unit(minutes / 1440, 'day');
  if (minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(minutes, 'minute');
}
