import { UsersView } from '../../features/admin/users/UsersView';

export function AdminUsersPage() {
  return <UsersView />;
}
