import type { LucideIcon } from 'lucide-react';
import {
  ChartColumn,
  CreditCard,
  LayoutDashboard,
  Library,
  Mail,
  MessageSquare,
  Music,
  Settings,
  Users,
} from 'lucide-react';
import type { TRole } from '@serenade/contract';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; minRole: TRole; end?: boolean };

/** SPEC 2 sidebar, with the role each screen needs (DECISIONS: editors do not manage users, payments, settings). */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, minRole: 'editor', end: true },
  { to: '/admin/requests', label: 'Song Requests', icon: Music, minRole: 'editor' },
  { to: '/admin/songs', label: 'Song Library', icon: Library, minRole: 'editor' },
  { to: '/admin/users', label: 'Users', icon: Users, minRole: 'admin' },
  { to: '/admin/analytics', label: 'Analytics', icon: ChartColumn, minRole: 'editor' },
  { to: '/admin/payment', label: 'Payments', icon: CreditCard, minRole: 'admin' },
  { to: '/admin/feedback', label: 'Feedback', icon: MessageSquare, minRole: 'editor' },
  { to: '/admin/email', label: 'Email Notifications', icon: Mail, minRole: 'editor' },
  { to: '/admin/settings', label: 'Settings', icon: Settings, minRole: 'admin' },
];
