import { NotFound } from '../features/layout/NotFound';

export function NotFoundPage() {
  return <NotFound />;
}
