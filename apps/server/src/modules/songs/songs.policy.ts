import type { TRole } from '@serenade/contract';
import { hasRole } from '../auth/auth.policy';
import type { SongRow } from './songs.repo';

type Viewer = { id: string; role: TRole } | null;

/** Owners and editor+ see everything; everyone else only public, active songs. */
export const canViewSong = (viewer: Viewer, song: SongRow) =>
  (song.isPublic && song.status === 'active') ||
  (!!viewer && (viewer.id === song.ownerId || hasRole(viewer.role, 'editor')));

/** Publish, edit and delete: the owner, or editor and above. */
export const canManageSong = (viewer: Viewer, song: SongRow) =>
  !!viewer && (viewer.id === song.ownerId || hasRole(viewer.role, 'editor'));
