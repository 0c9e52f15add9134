import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Clock, Globe2, Lock } from 'lucide-react';
import { formatDuration, SONG_DEFAULTS, type TSongListItem } from '@serenade/contract';
import { Badge } from '../../ui/Badge';
import { CoverImage } from '../../ui/CoverImage';
import { Switch } from '../../ui/Switch';
import { genreLabel } from '../upload/categories';
import { PublishDialog } from '../songs/PublishDialog';
import { useSetSongPublic } from './use-my-songs';

function addedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function MySongRow({ song }: { song: TSongListItem }) {
  const id = useId();
  const titleId = `${id}-title`;
  const switchLabelId = `${id}-switch`;
  const setPublic = useSetSongPublic();
  const [asking, setAsking] = useState(false);
  const title = song.title || SONG_DEFAULTS.title;
  const date = addedOn(song.createdAt);
  const genre = genreLabel(song.genre);

  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:gap-5 sm:px-6">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <CoverImage src={song.coverUrl} className="size-16 sm:size-14" />
        <div className="min-w-0 flex-1">
          <Link
            id={titleId}
            to={`/track/${song.id}`}
            className="block truncate font-semibold underline-offset-4 hover:text-link hover:underline"
          >
            {title}
          </Link>
          <p className="truncate text-sm text-muted-foreground">
            {song.artist}
            {genre ? ` · ${genre}` : ''}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Clock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Duration </span>
              {formatDuration(song.duration)}
            </span>
            {date ? <span>Added {date}</span> : null}
            {song.isPublic ? (
              <Badge variant="success">
                <Globe2 aria-hidden="true" /> Public
              </Badge>
            ) : (
              <Badge>
                <Lock aria-hidden="true" /> Private
              </Badge>
            )}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-border pt-3 sm:border-0 sm:pt-0">
        <label id={switchLabelId} htmlFor={`${id}-public`} className="text-sm font-medium sm:order-2">
          Public
        </label>
        <Switch
          id={`${id}-public`}
          checked={song.isPublic}
          disabled={setPublic.isPending}
          aria-labelledby={`${switchLabelId} ${titleId}`}
          // Going public first asks for the public description (issue 20 item 7).
          onCheckedChange={(checked) => (checked ? setAsking(true) : setPublic.mutate({ song, isPublic: false }))}
          className="sm:order-1"
        />
      </div>
      {asking ? (
        <PublishDialog
          open
          onOpenChange={setAsking}
          title={title}
          genre={song.genre}
          current={song.description}
          // The switch flips at once; a refusal puts it back and says why (useSetSongPublic).
          onPublish={async (description) => setPublic.mutate({ song, isPublic: true, description })}
        />
      ) : null}
    </li>
  );
}
