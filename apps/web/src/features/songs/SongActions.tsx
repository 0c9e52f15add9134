import { useState } from 'react';
import { Download, Heart, Share2 } from 'lucide-react';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { toast } from '../../ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../auth/use-session';
import { requestDownload, trackUsage } from './api';
import { copyText } from './copy-text';
import { formatCount } from './format';
import type { SongPage } from './types';
import { ShareDialog } from './ShareDialog';
import { useLikeSong } from './use-like';

export const LINK_COPIED = 'Link copied to clipboard!';
export const LOGIN_TO_DOWNLOAD = 'Please log in to download songs';

export function LikeButton({ song }: { song: SongPage }) {
  const { state, like, isPending } = useLikeSong(song.id, { liked: song.isLiked, likeCount: song.likeCount });
  const liked = state?.liked ?? song.isLiked;
  const count = state?.likeCount ?? song.likeCount;
  return (
    <Button variant="outline" onClick={like} aria-pressed={liked} loading={isPending} title={liked ? 'Unlike' : 'Like'}>
      {isPending ? null : <Heart className={cn('size-4', liked && 'fill-current text-accent')} aria-hidden="true" />}
      <span className="sr-only">Like</span>
      {/* The count is also written out in the song's details and its Activity tab. */}
      <span aria-hidden="true">{formatCount(count)}</span>
    </Button>
  );
}

export function ShareButton({ song, title }: { song: SongPage; title: string }) {
  const [open, setOpen] = useState(false);
  // Owners (and the buyer's link) choose: a private link, e-mail, or making it public.
  if (song.access?.canShare) {
    return (
      <>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Share2 className="size-4" aria-hidden="true" />
          Share
        </Button>
        {open ? <ShareDialog song={song} title={title} open onOpenChange={setOpen} /> : null}
      </>
    );
  }
  // Someone else's private song: its link would open nothing for the people it is sent to.
  if (!song.isPublic) return null;
  return <PublicShareButton song={song} title={title} />;
}

function PublicShareButton({ song, title }: { song: SongPage; title: string }) {
  async function share() {
    const url = `${window.location.origin}/track/${song.id}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: `${title} by ${song.artist}`, url });
        trackUsage('song_share', song.id, { method: 'web_share' });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Share sheet unavailable here: fall back to copying the link.
      }
    }
    if (await copyText(url)) {
      toast({ title: LINK_COPIED, variant: 'success' });
      trackUsage('song_share', song.id, { method: 'copy_link' });
    } else {
      toast({ title: 'Could not copy the link', description: url, variant: 'error' });
    }
  }
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </Button>
  );
}

export function DownloadButton({ song }: { song: SongPage }) {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  async function download() {
    // The login rule is for other people's songs: the buyer's own link downloads (song.access).
    if (!user && !song.access?.canShare) {
      toast({ title: LOGIN_TO_DOWNLOAD, variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      // The server records the song_download event when it signs the link.
      const { url } = await requestDownload(song.id);
      window.location.assign(url);
    } catch (error) {
      toast({ title: errorMessage(error, 'Download failed'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void download()} loading={busy} disabled={!song.audioUrl}>
      {busy ? null : <Download className="size-4" aria-hidden="true" />}
      Download
    </Button>
  );
}
