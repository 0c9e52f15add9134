import { Link } from 'react-router';
import {
  Archive,
  ArchiveRestore,
  Download,
  ExternalLink,
  Globe,
  Lock,
  MoreHorizontal,
  Pencil,
  Trash2,
} from 'lucide-react';
import type { TAdminSong } from '@serenade/contract';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../../../ui/DropdownMenu';

export type SongRowActionsProps = {
  song: TAdminSong;
  onStatus: (song: TAdminSong) => void;
  onVisibility: (song: TAdminSong) => void;
  onDelete: (song: TAdminSong) => void;
};

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

/** Edit at hand; the rest (view, download, archive/activate, visibility, delete) in a menu. */
export function SongRowActions({ song, onStatus, onVisibility, onDelete }: SongRowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Link to={`/admin/songs/edit/${song.id}`} className={iconButton} aria-label={`Edit ${song.title}`} title="Edit">
        <Pencil className="size-4" aria-hidden="true" />
      </Link>
      <Menu modal={false}>
        <MenuTrigger className={iconButton} aria-label={`Actions for ${song.title}`}>
          <MoreHorizontal className="size-5" aria-hidden="true" />
        </MenuTrigger>
        <MenuContent>
          <MenuItem asChild>
            <Link to={`/track/${song.id}`}>
              <ExternalLink aria-hidden="true" />
              View song
            </Link>
          </MenuItem>
          <MenuItem asChild disabled={!song.downloadUrl}>
            <a href={song.downloadUrl ?? undefined} download>
              <Download aria-hidden="true" />
              Download MP3
            </a>
          </MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={() => onStatus(song)}>
            {song.status === 'active' ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
            {song.status === 'active' ? 'Archive' : 'Activate'}
          </MenuItem>
          <MenuItem onSelect={() => onVisibility(song)}>
            {song.visibility === 'public' ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
            {song.visibility === 'public' ? 'Make private' : 'Make public'}
          </MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={() => onDelete(song)} className="text-danger [&_svg]:text-danger">
            <Trash2 aria-hidden="true" />
            Delete
          </MenuItem>
        </MenuContent>
      </Menu>
    </div>
  );
}
