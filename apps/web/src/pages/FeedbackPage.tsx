import { useSearchParams } from 'react-router';
import { FeedbackView } from '../features/feedback/FeedbackView';
import { isFeedbackCategory } from '../features/feedback/feedback-validation';

export function FeedbackPage() {
  const [params] = useSearchParams();
  const category = params.get('category');
  return <FeedbackView defaultCategory={isFeedbackCategory(category) ? category : undefined} />;
}
