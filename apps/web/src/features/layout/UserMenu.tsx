import { Link } from 'react-router';
import {
  ChevronDown,
  LayoutDashboard,
  ListMusic,
  LogOut,
  Music,
  Settings,
  ShieldCheck,
  User,
  Users,
  Wand2,
} from 'lucide-react';
import { Avatar } from '../../ui/Avatar';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../ui/DropdownMenu';
import type { SessionUser } from '../auth/jwt';
import { hasRole, isStaff, ROLE_LABELS } from '../auth/roles';
import { useLogout } from '../auth/use-auth-actions';
import { useProfile } from '../profile/use-profile';

export function UserMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const profile = useProfile();
  const name = profile.data?.name ?? user.name;
  const email = profile.data?.email ?? user.email;
  const avatar = profile.data?.avatar ?? user.avatar;

  return (
    <Menu modal={false}>
      <MenuTrigger asChild>
        <button
          type="button"
          aria-label="User menu"
          className="group inline-flex items-center gap-1.5 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-muted data-[state=open]:bg-muted"
        >
          <Avatar name={name} src={avatar} size="sm" />
          <ChevronDown
            className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            aria-hidden="true"
          />
        </button>
      </MenuTrigger>
      <MenuContent className="w-64">
        <div className="flex items-center gap-3 px-2.5 py-2.5">
          <Avatar name={name} src={avatar} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-muted-foreground">{email}</p>
          </div>
        </div>
        <MenuSeparator />
        <MenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" /> Profile
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/create-song">
            <Wand2 aria-hidden="true" /> Create Song
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/playlists">
            <ListMusic aria-hidden="true" /> My Playlists
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" /> Settings
          </Link>
        </MenuItem>
        {isStaff(user.role) ? (
          <>
            <MenuSeparator />
            <MenuLabel className="flex items-center gap-1.5">
              <ShieldCheck className="size-3.5" aria-hidden="true" /> Admin
              <span className="ml-auto font-normal tracking-normal normal-case">{ROLE_LABELS[user.role]}</span>
            </MenuLabel>
            <MenuItem asChild>
              <Link to="/admin/dashboard">
                <LayoutDashboard aria-hidden="true" /> Dashboard
              </Link>
            </MenuItem>
            {/* DECISIONS: managing users needs admin; editors would only meet a permission page. */}
            {hasRole(user.role, 'admin') ? (
              <MenuItem asChild>
                <Link to="/admin/users">
                  <Users aria-hidden="true" /> User Management
                </Link>
              </MenuItem>
            ) : null}
            <MenuItem asChild>
              <Link to="/admin/requests">
                <Music aria-hidden="true" /> Song Requests
              </Link>
            </MenuItem>
          </>
        ) : null}
        <MenuSeparator />
        <MenuItem onSelect={() => void logout('/')}>
          <LogOut aria-hidden="true" /> Logout
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
