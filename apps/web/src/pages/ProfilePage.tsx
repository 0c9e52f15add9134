import { ProfileView } from '../features/profile/ProfileView';

export function ProfilePage() {
  return <ProfileView />;
}
