import { useParams } from 'react-router';
import { SongEditor } from '../../features/admin/songs/SongEditor';

export function AdminSongEditPage() {
  const { songId = '' } = useParams();
  return <SongEditor songId={songId} />;
}
