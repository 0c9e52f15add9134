import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck, ExternalLink, Globe2, Lock, Upload } from 'lucide-react';
import { formatDuration, SONG_DEFAULTS, type TSongListItem } from '@serenade/contract';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';

export type UploadSuccessProps = { song: TSongListItem; onUploadAnother: () => void };

export function UploadSuccess({ song, onUploadAnother }: UploadSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  const title = song.title || SONG_DEFAULTS.title;

  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:px-10">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold focus:outline-none">
        Upload complete!
      </h2>
      <p className="mt-2 max-w-md text-muted-foreground">
        <span className="font-semibold text-foreground">“{title}”</span> by {song.artist} (
        {formatDuration(song.duration)}) is now in your songs.
      </p>
      <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm text-muted-foreground">
        {song.isPublic ? (
          <>
            <Globe2 className="size-4" aria-hidden="true" /> Public: anyone can find and play it
          </>
        ) : (
          <>
            <Lock className="size-4" aria-hidden="true" /> Private: only you can play it
          </>
        )}
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to="/my-songs" className={buttonClasses({ size: 'lg' })}>
          View My Songs
        </Link>
        <Button variant="outline" size="lg" onClick={onUploadAnother}>
          <Upload className="size-4" aria-hidden="true" />
          Upload Another Song
        </Button>
      </div>
      <Link
        to={`/track/${song.id}`}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-link hover:underline"
      >
        Open the song page <ExternalLink className="size-3.5" aria-hidden="true" />
      </Link>
    </Card>
  );
}
