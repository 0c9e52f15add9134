import { SettingsView } from '../../features/admin/settings/SettingsView';

export function AdminSettingsPage() {
  return <SettingsView />;
}
