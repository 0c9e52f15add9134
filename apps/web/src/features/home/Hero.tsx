import { useMemo } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Play, Sparkles } from 'lucide-react';
import { buttonClasses } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { OrderSongButton } from '../order/OrderSongButton';
import { DEFAULT_VOLUME } from '../player/player-store';
import { useDemoSongs } from '../songs/queries';
import { CoverArt } from '../songs/CoverArt';
import { formatDuration, songGenre, songTitle } from '../songs/song-defaults';
import { SongPlayButton } from '../songs/SongPlayButton';
import { tracksOf } from '../songs/to-track';
import type { DemoSong } from '../songs/types';
import type { PlayerTrack } from '../player/player-store';
import { usePlayer } from '../player/use-player';

// A fixed, song-like waveform (decorative).
const BARS = [
  0.35, 0.55, 0.8, 0.6, 0.95, 0.7, 0.45, 0.65, 1, 0.75, 0.5, 0.85, 0.6, 0.4, 0.7, 0.9, 0.55, 0.75, 0.45, 0.8, 0.65,
  0.95, 0.5, 0.7, 0.4, 0.6, 0.85, 0.55,
];

/** The card's play button plays the first example song in the site's player (it used to do nothing). */
function HeroPlayButton({ tracks }: { tracks: PlayerTrack[] }) {
  if (tracks.length === 0) {
    return (
      <Link
        to="/examples"
        aria-label="Hear example songs"
        className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Play className="size-4 translate-x-px fill-current" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <SongPlayButton
      queue={tracks}
      index={0}
      queueId="demo"
      title={`an example song, ${songTitle(tracks[0]!.title)}`}
      defaultVolume={DEFAULT_VOLUME}
      className="size-10"
    />
  );
}

/** The lines around the one being sung (the first three before it starts). */
function linesAround(lyrics: DemoSong['lyrics'], position: number) {
  const lines = lyrics.filter((l) => l.text.trim());
  let current = -1;
  lines.forEach((l, i) => {
    if (l.time <= position && position > 0) current = i;
  });
  const from = Math.max(0, Math.min(current - 1, lines.length - 3));
  return { lines: lines.slice(from, from + 3), current: current - from };
}

/**
 * What a finished song looks like: the first example song itself (title, style, length, words) with its
 * progress while it plays, so the card and the player bar never disagree; a fixed sample until it loads.
 */
function SongPreviewCard() {
  const demo = useDemoSongs();
  const tracks = useMemo(() => tracksOf(demo.data ?? []), [demo.data]);
  const song = demo.data?.[0];
  const active = usePlayer((s) => !!song && s.track?.id === song.id);
  const position = usePlayer((s) => (song && s.track?.id === song.id ? s.currentTime : 0));
  const playerDuration = usePlayer((s) => (song && s.track?.id === song.id ? s.duration : 0));
  const duration = active && playerDuration > 0 ? playerDuration : (song?.duration ?? 0);
  const progress = duration > 0 ? Math.min(1, position / duration) : 0;
  const words = song ? linesAround(song.lyrics, position) : null;
  return (
    <div className="relative mx-auto w-full max-w-sm min-w-0 lg:max-w-md">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-brand-gradient opacity-25 blur-3xl"
      />
      <div className="rotate-[1.5deg] rounded-3xl border border-border bg-card p-5 shadow-lifted">
        <div aria-hidden="true" className="flex items-center gap-4">
          {song ? (
            <CoverArt src={song.coverUrl} className="size-20 shrink-0 rounded-2xl" />
          ) : (
            <div className="relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-brand-gradient">
              <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.45),transparent_55%)]" />
              <span className="font-display text-2xl font-extrabold text-white">30</span>
            </div>
          )}
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-link uppercase">
              {song ? 'Example song' : 'Birthday Surprise'}
            </p>
            <p className="mt-0.5 truncate font-display text-lg font-bold" data-testid="hero-song-title">
              {song ? songTitle(song.title) : 'Happy 30th, Maya!'}
            </p>
            <p className="text-sm text-muted-foreground capitalize">
              {song ? songGenre(song.genre) : 'Acoustic pop'} ·{' '}
              <span data-testid="hero-song-length">{song ? formatDuration(duration) : '2:48'}</span>
            </p>
          </div>
        </div>
        <div aria-hidden="true" className="mt-5 flex h-12 items-center gap-[3px]">
          {BARS.map((height, i) => (
            <span
              key={i}
              className={`flex-1 animate-equalizer rounded-full ${(song ? i < Math.round(progress * BARS.length) : i < 11) ? 'bg-primary' : 'bg-primary/25'}`}
              style={{ height: `${height * 100}%`, animationDelay: `${(i % 7) * 0.11}s` }}
            />
          ))}
        </div>
        <div className="mt-4 flex items-center gap-3">
          <HeroPlayButton tracks={tracks} />
          <div aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${(song ? progress : 0.4) * 100}%` }}
              data-testid="hero-song-progress"
            />
          </div>
          <span aria-hidden="true" className="text-xs text-muted-foreground tabular-nums" data-testid="hero-song-time">
            {song ? formatDuration(active ? position : 0) : '1:07'}
          </span>
        </div>
        <div aria-hidden="true" className="mt-5 space-y-1.5 rounded-2xl bg-muted/70 p-4 text-sm">
          {words && words.lines.length > 0 ? (
            words.lines.map((l, i) => (
              <p
                key={`${l.time}-${i}`}
                className={i === Math.max(0, words.current) ? 'font-semibold text-foreground' : 'text-muted-foreground'}
              >
                {l.text}
              </p>
            ))
          ) : (
            <>
              <p className="text-muted-foreground">From the late-night drives down Ocean Road,</p>
              <p className="font-semibold text-foreground">to the karaoke queen who never lets it go,</p>
              <p className="text-muted-foreground">Maya, here&apos;s to thirty more.</p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_18%,transparent),transparent_65%)]"
      />
      <Container className="grid items-center gap-14 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-28">
        <div className="flex flex-col items-start">
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-muted-foreground shadow-soft">
            <Sparkles className="size-4 text-accent" aria-hidden="true" />
            Songs written for one person, one moment
          </p>
          <h1 className="text-4xl leading-[1.05] font-extrabold sm:text-5xl lg:text-6xl">
            Personalised music for <span className="text-gradient">every occasion.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Tell us who it&apos;s for and what makes them special. Serenade writes the lyrics, composes the music and
            delivers a one-of-a-kind song you can share in a click.
          </p>
          <div className="mt-9 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <OrderSongButton size="lg">
              Create a Custom Song
              <ArrowRight className="size-4" aria-hidden="true" />
            </OrderSongButton>
            <Link to="/how-it-works" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              See How It Works
            </Link>
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            Lyrics, melody and a full arrangement in the style you choose. Public or private, it&apos;s up to you.
          </p>
        </div>
        <SongPreviewCard />
      </Container>
    </section>
  );
}
