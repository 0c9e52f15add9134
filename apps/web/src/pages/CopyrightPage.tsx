import { CopyrightView } from '../features/content/CopyrightView';

export function CopyrightPage() {
  return <CopyrightView />;
}
