import { CreateSongView } from '../features/order/CreateSongView';

export function CreateSongPage() {
  return <CreateSongView />;
}
