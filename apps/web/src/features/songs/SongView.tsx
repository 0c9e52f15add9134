import { Link } from 'react-router';
import { Clock, Headphones, Lock } from 'lucide-react';
import { Badge } from '../../ui/Badge';
import { Container } from '../../ui/Container';
import { CoverArt } from './CoverArt';
import { formatDate, plural } from './format';
import { RelatedTracks } from './RelatedTracks';
import { RevisionPanel } from './RevisionDialog';
import { RatingStars } from '../comments/RatingStars';
import { DownloadButton, LikeButton, ShareButton } from './SongActions';
import { formatDuration, songDescription, songGenre, songTitle } from './song-defaults';
import { SongPanels } from './SongPanels';
import { canJoinIn, STAFF_VIEW_NOTE } from './join-in';
import { songKeyFor } from './song-keys';
import { SongPlayButton } from './SongPlayButton';
import { SongWaveform } from './SongWaveform';
import type { SongPage } from './types';
import { SONG_PAGE_VOLUME, useSongPlayback } from './use-song-playback';

export function SongView({ song }: { song: SongPage }) {
  const title = songTitle(song.title);
  const { queue, queueId, playFrom } = useSongPlayback(song);
  const joinIn = canJoinIn(song, songKeyFor(song.id) !== null);

  return (
    <Container className="py-8 sm:py-12">
      <title>{`${title} · Serenade`}</title>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-10">
        <CoverArt
          src={song.coverArt}
          alt={`Cover of ${title}`}
          className="aspect-square w-full max-w-xs rounded-3xl shadow-lifted md:max-w-none"
        />
        <div className="flex min-w-0 flex-col">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="primary" className="capitalize">
              {songGenre(song.genre)}
            </Badge>
            {!song.isPublic ? (
              <Badge>
                <Lock aria-hidden="true" /> Private
              </Badge>
            ) : null}
          </div>
          <h1 className="mt-3 text-3xl font-extrabold break-words sm:text-4xl lg:text-5xl">{title}</h1>
          <p className="mt-2 text-lg text-muted-foreground">
            {song.artist}
            {song.owner ? (
              <>
                {' · shared by '}
                <Link to={`/user/${song.owner.id}`} className="font-medium text-link hover:underline">
                  {song.owner.name}
                </Link>
              </>
            ) : null}
          </p>
          <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Created</dt>
              <dd>
                <time dateTime={song.createdAt}>{formatDate(song.createdAt)}</time>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Clock className="size-4" aria-hidden="true" />
                <span className="sr-only">Duration</span>
              </dt>
              <dd className="tabular-nums">{formatDuration(song.duration)}</dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Headphones className="size-4" aria-hidden="true" />
                <span className="sr-only">Plays</span>
              </dt>
              <dd>{plural(song.playCount, 'play')}</dd>
            </div>
          </dl>
          <p className="mt-4 max-w-2xl text-base text-foreground/85">{songDescription(song.description)}</p>
          {song.tags.length ? (
            <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
              {song.tags.map((tag) => (
                <li key={tag}>
                  <Badge>#{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {queue.length ? (
              <SongPlayButton
                queue={queue}
                index={0}
                queueId={queueId}
                title={title}
                defaultVolume={SONG_PAGE_VOLUME}
                size="lg"
              />
            ) : (
              <p className="text-sm text-muted-foreground">This song has no audio yet.</p>
            )}
            {joinIn ? <LikeButton song={song} /> : null}
            <ShareButton song={song} title={title} />
            <DownloadButton song={song} />
          </div>
          {joinIn ? (
            <RatingStars songId={song.id} />
          ) : (
            <p className="mt-3 max-w-2xl text-sm text-muted-foreground" data-testid="staff-view-note">
              {STAFF_VIEW_NOTE}
            </p>
          )}
          <RevisionPanel song={song} />
        </div>
      </div>

      {song.audioUrl ? (
        <div className="mt-8 rounded-3xl border border-border bg-card p-5 shadow-soft sm:p-6">
          <SongWaveform songId={song.id} peaksUrl={song.peaksUrl} duration={song.duration ?? 0} onSeek={playFrom} />
        </div>
      ) : null}

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <SongPanels song={song} onSeek={playFrom} canComment={joinIn} />
        <RelatedTracks songId={song.id} />
      </div>
    </Container>
  );
}
