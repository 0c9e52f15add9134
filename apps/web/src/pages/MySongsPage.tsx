import { MySongsView } from '../features/my-songs/MySongsView';

export function MySongsPage() {
  return <MySongsView />;
}
