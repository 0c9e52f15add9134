import { FileText, MicVocal } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { hasWordTimings, toLrc } from './lyrics';
import type { LyricLine } from './types';

/** The karaoke view of a song, keeping a private song's key so the link works for whoever holds it. */
export function karaokePath(songId: string, key: string | null): string {
  return `/track/${songId}/karaoke${key ? `?key=${encodeURIComponent(key)}` : ''}`;
}

function lrcFileName(title: string): string {
  const base = title
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .replace(/\s+/g, ' ');
  return `${base || 'lyrics'}.lrc`;
}

function saveLrc(lines: readonly LyricLine[], title: string, artist: string) {
  const blob = new Blob([toLrc(lines, { title, artist })], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = lrcFileName(title);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type LyricsToolsProps = { songId: string; lines: readonly LyricLine[]; title: string; artist: string };

/** Above the lyrics: the karaoke view and the timed lyrics as an .lrc file. */
export function LyricsTools({ songId, lines, title, artist }: LyricsToolsProps) {
  const [searchParams] = useSearchParams();
  const words = hasWordTimings(lines);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <Link
        to={karaokePath(songId, searchParams.get('key'))}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <MicVocal className="size-4" aria-hidden="true" /> Karaoke view
      </Link>
      <button
        type="button"
        onClick={() => saveLrc(lines, title, artist)}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        title={words ? 'Timed lyrics with each sung word (enhanced LRC)' : 'Timed lyrics, line by line'}
      >
        <FileText className="size-4" aria-hidden="true" /> Download lyrics (.lrc)
      </button>
      {words ? <span className="text-xs text-muted-foreground">Words light up as they are sung.</span> : null}
    </div>
  );
}
