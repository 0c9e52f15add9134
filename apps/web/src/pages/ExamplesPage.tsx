import { ExamplesView } from '../features/content/ExamplesView';

export function ExamplesPage() {
  return <ExamplesView />;
}
