import { useParams } from 'react-router';
import { MemberView } from '../features/people/MemberView';

export function UserPage() {
  const { id = '' } = useParams();
  return <MemberView key={id} id={id} />;
}
