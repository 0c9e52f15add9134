import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Globe, Link2, Lock } from 'lucide-react';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { CoverImage } from '../../ui/CoverImage';
import { plural } from '../songs/format';
import type { PlaylistSummary, Visibility } from './api';

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const Icon = visibility === 'public' ? Globe : visibility === 'unlisted' ? Link2 : Lock;
  return (
    <Badge variant={visibility === 'public' ? 'success' : visibility === 'unlisted' ? 'primary' : 'neutral'}>
      <Icon aria-hidden="true" />
      {visibility === 'public' ? 'Public' : visibility === 'unlisted' ? 'Unlisted' : 'Private'}
    </Badge>
  );
}

export function PlaylistCard({ playlist, actions }: { playlist: PlaylistSummary; actions?: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-4">
      <CoverImage src={playlist.cover_image} className="size-16" />
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold">
          <Link to={`/playlists/${playlist.id}`} className="hover:text-link hover:underline">
            {playlist.name}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-foreground">
          {plural(playlist.song_count, 'song')} · {plural(playlist.follower_count, 'follower')} · by{' '}
          {playlist.owner.name}
        </p>
        <div className="mt-1">
          <VisibilityBadge visibility={playlist.visibility} />
        </div>
      </div>
      {actions}
    </Card>
  );
}
