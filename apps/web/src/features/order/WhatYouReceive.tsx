import { Music } from 'lucide-react';
import { cn } from '../../ui/cn';
import { SONG_OFFER, useSongKind } from './song-offer';

/** "What you receive", in plain words, on the order screens. Says nothing until the server has said it. */
export function WhatYouReceive({ className }: { className?: string }) {
  const kind = useSongKind();
  if (!kind) return null;
  return (
    <p
      className={cn('flex items-start gap-2.5 rounded-xl bg-muted/70 px-3.5 py-2.5 text-sm', className)}
      data-testid="what-you-receive"
      data-song-kind={kind}
    >
      <Music className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
      <span>
        <span className="font-medium">What you receive: </span>
        {SONG_OFFER[kind].long}
      </span>
    </p>
  );
}
