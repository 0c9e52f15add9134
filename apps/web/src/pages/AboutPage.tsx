import { AboutView } from '../features/content/AboutView';

export function AboutPage() {
  return <AboutView />;
}
