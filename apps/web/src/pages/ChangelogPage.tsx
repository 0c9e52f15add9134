import { ChangelogView } from '../features/content/ChangelogView';

export function ChangelogPage() {
  return <ChangelogView />;
}
