import type { TAdminRole } from '@serenade/contract';

/** SPEC 3 admin roles in settings, with what each may do (DECISIONS.md). */
export const ROLE_OPTIONS: { value: TAdminRole; label: string; hint: string }[] = [
  { value: 'editor', label: 'Editor', hint: 'Requests, songs, uploads, feedback, e-mail templates, analytics' },
  { value: 'admin', label: 'Admin', hint: 'Everything an editor does, plus users, payments and settings' },
  { value: 'superadmin', label: 'Super Admin', hint: 'Everything, plus security settings and admin users' },
];
