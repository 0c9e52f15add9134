import { FeedView } from '../features/feed/FeedView';

export function FeedPage() {
  return <FeedView />;
}
