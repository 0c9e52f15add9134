import { useRef, type RefObject } from 'react';
import { ArrowDownUp, Play, Plus, Timer, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';
import { Input } from '../../../ui/Input';
import { formatLyricTime, parseLyricTime, type LyricDraft } from './lyric-time';

export type LyricsEditorProps = {
  lines: LyricDraft[];
  onChange: (lines: LyricDraft[]) => void;
  /** Problems by field name as the server names them: `lyrics.3.time`, `lyrics.3.text`, `lyrics`. */
  errors: Record<string, string>;
  audioUrl: string | null;
  duration: number | null;
};

let nextKey = 0;
export const newLyricKey = () => `line-${++nextKey}`;

const smallButton =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-border text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40';

/** Timed lyric lines: edit, add, remove, and take a line's time from where the player is. */
export function LyricsEditor({ lines, onChange, errors, audioUrl, duration }: LyricsEditorProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const position = () => audio.current?.currentTime ?? 0;
  const update = (index: number, patch: Partial<LyricDraft>) =>
    onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const addLine = () => {
    const at = position();
    onChange([...lines, { key: newLyricKey(), time: at > 0 ? formatLyricTime(at) : '', text: '' }]);
  };
  const sortLines = () =>
    onChange(
      [...lines].sort(
        (a, b) =>
          (parseLyricTime(a.time) ?? Number.POSITIVE_INFINITY) - (parseLyricTime(b.time) ?? Number.POSITIVE_INFINITY),
      ),
    );
  const playFrom = (time: string) => {
    const t = parseLyricTime(time);
    const el = audio.current;
    if (t === null || !el) return;
    el.currentTime = t;
    void el.play().catch(() => undefined);
  };

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold" id="lyrics-heading">
          Lyrics
        </h3>
        <p className="text-sm text-muted-foreground">
          Each line starts at its time (m:ss or seconds), in order, within the song
          {duration !== null ? ` (${formatLyricTime(duration)})` : ''}. Play the song and use{' '}
          <Timer className="inline size-3.5 align-[-2px]" aria-label="Set time from current position" /> to take a
          line&apos;s time from the player.
        </p>
      </div>
      <Player audioRef={audio} url={audioUrl} />
      {errors.lyrics ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {errors.lyrics}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No lyrics available for this song.
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-labelledby="lyrics-heading">
          {lines.map((line, i) => {
            const n = i + 1;
            const timeError = errors[`lyrics.${i}.time`];
            const textError = errors[`lyrics.${i}.text`];
            const errorId = `lyric-${line.key}-error`;
            return (
              <li key={line.key} className="flex flex-col gap-1.5">
                <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
                  <span
                    className="w-6 shrink-0 text-right text-xs text-muted-foreground tabular-nums"
                    aria-hidden="true"
                  >
                    {n}
                  </span>
                  <div className="w-24 shrink-0">
                    <Input
                      aria-label={`Line ${n} time`}
                      inputMode="decimal"
                      placeholder="0:00"
                      className="tabular-nums"
                      value={line.time}
                      aria-invalid={timeError ? true : undefined}
                      aria-describedby={timeError || textError ? errorId : undefined}
                      onChange={(e) => update(i, { time: e.target.value })}
                    />
                  </div>
                  <div className="min-w-0 flex-1 basis-40">
                    <Input
                      aria-label={`Line ${n} words`}
                      value={line.text}
                      maxLength={300}
                      aria-invalid={textError ? true : undefined}
                      aria-describedby={timeError || textError ? errorId : undefined}
                      onChange={(e) => update(i, { text: e.target.value })}
                    />
                  </div>
                  <div className="ml-8 flex gap-1 sm:ml-0">
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Set line ${n} time from current position`}
                      title="Set time from current position"
                      disabled={!audioUrl}
                      onClick={() => update(i, { time: formatLyricTime(position()) })}
                    >
                      <Timer className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={`Play from line ${n}`}
                      title="Play from this line"
                      disabled={!audioUrl || parseLyricTime(line.time) === null}
                      onClick={() => playFrom(line.time)}
                    >
                      <Play className="size-4" aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={cn(smallButton, 'hover:text-danger')}
                      aria-label={`Remove line ${n}`}
                      title="Remove line"
                      onClick={() => onChange(lines.filter((_, j) => j !== i))}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </div>
                {timeError || textError ? (
                  <p id={errorId} className="ml-8 text-sm font-medium text-danger">
                    {[timeError, textError].filter(Boolean).join(' · ')}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={addLine}>
          <Plus className="size-4" aria-hidden="true" />
          Add line
        </Button>
        <Button variant="ghost" size="sm" onClick={sortLines} disabled={lines.length < 2}>
          <ArrowDownUp className="size-4" aria-hidden="true" />
          Sort by time
        </Button>
      </div>
    </Card>
  );
}

function Player({ audioRef, url }: { audioRef: RefObject<HTMLAudioElement | null>; url: string | null }) {
  if (!url) return <p className="text-sm text-muted-foreground">This song has no audio yet.</p>;
  return <audio ref={audioRef} src={url} controls preload="metadata" className="w-full" aria-label="Song audio" />;
}
