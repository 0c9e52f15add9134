import { useEffect, useRef, type KeyboardEvent } from 'react';
import { player } from '../player/player';
import { SeekBar } from '../player/controls';
import { CommentMarkers } from '../comments/CommentMarkers';
import { usePlayer } from '../player/use-player';
import { formatClock, formatDuration } from './song-defaults';
import { usePeaks } from './queries';

export type SongWaveformProps = {
  songId: string;
  peaksUrl: string | null;
  /** Seconds, from the song data until the audio reports its own length. */
  duration: number;
  /** Play this song from a position (loads it into the player when another one is there). */
  onSeek: (seconds: number) => void;
};

const KEY_STEP_S = 5;

/**
 * The waveform drawn from the server's peaks (the page never decodes audio), bound to the
 * persistent player's <audio> element while this song is the one loaded. A click seeks.
 */
export function SongWaveform({ songId, peaksUrl, duration: songDuration, onSeek }: SongWaveformProps) {
  const peaks = usePeaks(peaksUrl);
  const isCurrent = usePlayer((s) => s.track !== null && s.track.id === songId);
  const currentTime = usePlayer((s) => (isCurrent ? s.currentTime : 0));
  const playerDuration = usePlayer((s) => (isCurrent ? s.duration : 0));
  const duration = playerDuration > 0 ? playerDuration : (peaks.data?.duration ?? songDuration);
  const containerRef = useRef<HTMLDivElement>(null);
  const onSeekRef = useRef(onSeek);
  useEffect(() => {
    onSeekRef.current = onSeek;
  });

  const data = peaks.data;
  useEffect(() => {
    const container = containerRef.current;
    if (!data || !container) return;
    let cancelled = false;
    let destroy = () => {};
    void import('wavesurfer.js').then(({ default: WaveSurfer }) => {
      if (cancelled) return;
      // Not the loaded song: draw it on a silent stand-in element and start the real one on click.
      const media = isCurrent ? (player.getMedia() as HTMLMediaElement) : document.createElement('audio');
      const ws = WaveSurfer.create({
        container,
        media,
        peaks: [data.peaks],
        duration: data.duration,
        height: 96,
        barWidth: 3,
        barGap: 2,
        barRadius: 3,
        normalize: true,
        // Opaque: wavesurfer paints progress inside the wave's own pixels, so a translucent wave
        // would make the progress translucent too.
        waveColor: document.documentElement.classList.contains('dark') ? '#3d2f63' : '#d9ccfb',
        progressColor: '#7c3aed',
        cursorColor: '#db2777',
        cursorWidth: 2,
        interact: true,
      });
      if (!isCurrent) ws.on('interaction', (time) => onSeekRef.current(time));
      destroy = () => ws.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [data, isCurrent]);

  if (!peaksUrl || peaks.isError) {
    return <SeekBar currentTime={currentTime} duration={duration} onSeek={onSeek} />;
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: currentTime + KEY_STEP_S,
      ArrowUp: currentTime + KEY_STEP_S,
      ArrowLeft: currentTime - KEY_STEP_S,
      ArrowDown: currentTime - KEY_STEP_S,
      Home: 0,
      End: Math.max(0, duration - 1),
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const at = Math.min(Math.max(0, to), duration);
    if (isCurrent) player.seek(at);
    else onSeek(at);
  };

  return (
    <div>
      <div
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(currentTime)}
        aria-valuetext={`${formatClock(currentTime)} of ${formatDuration(duration)}`}
        onKeyDown={onKeyDown}
        className="relative h-24 cursor-pointer rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        data-testid="song-waveform"
      >
        <div ref={containerRef} className="h-24" />
        {!data ? (
          <div aria-hidden="true" className="absolute inset-0 flex items-center gap-[2px]">
            {Array.from({ length: 80 }, (_, i) => (
              <span
                key={i}
                className="flex-1 rounded-full bg-muted motion-safe:animate-pulse"
                style={{ height: `${20 + ((i * 37) % 60)}%` }}
              />
            ))}
          </div>
        ) : null}
      </div>
      <CommentMarkers songId={songId} duration={duration} onSeek={(t) => (isCurrent ? player.seek(t) : onSeek(t))} />
      <div className="mt-2 flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>{formatClock(currentTime)}</span>
        <span>{duration > 0 ? formatDuration(duration) : '0:00'}</span>
      </div>
    </div>
  );
}
