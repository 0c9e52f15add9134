import { useParams } from 'react-router';
import { UserDetailView } from '../../features/admin/users/UserDetailView';

export function AdminUserDetailPage() {
  const { userId = '' } = useParams();
  return <UserDetailView key={userId} userId={userId} />;
}
