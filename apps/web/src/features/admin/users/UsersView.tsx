import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { ROLES, type TRole } from '@serenade/contract';
import { ROLE_LABELS } from '../../auth/roles';
import { useSession } from '../../auth/use-session';
import { Alert } from '../../../ui/Alert';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { formatDay } from '../kit/format';
import { Pagination } from '../kit/Pagination';
import { fetchUsers, usersKeys, type UserSort, type UsersQuery } from './api';
import { RoleBadge, StatusBadge } from './badges';
import { UserRowMenu } from './UserRowMenu';
import { useUserActions } from './use-user-actions';

export const USERS_LOAD_ERROR = 'Failed to load users. Please try again.';
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeStyle: 'short' });
const SORTS: [UserSort, string][] = [
  ['newest', 'Newest'],
  ['oldest', 'Oldest'],
  ['alphabetical', 'Alphabetical'],
];

function readQuery(params: URLSearchParams): UsersQuery {
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    search: params.get('q') ?? '',
    role: (ROLES as readonly string[]).includes(role) ? (role as TRole) : '',
    status: status === 'active' || status === 'suspended' ? status : '',
    sortBy: SORTS.some(([s]) => s === sort) ? (sort as UserSort) : 'newest',
  };
}

const th = 'px-3 py-3 text-left text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase';
const td = 'px-3 py-3';

/** SPEC 2 User Management: search, filters, sorts and pages on the server; edit, reset and suspend. */
export function UsersView() {
  const { user: me } = useSession();
  const [params, setParams] = useSearchParams();
  const q = readQuery(params);
  const [search, setSearch] = useState(q.search);
  const actions = useUserActions();

  const set = (patch: Record<string, string>, resetPage = true) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // Typing waits a moment before asking the server.
  useEffect(() => {
    if (search.trim() === q.search.trim()) return;
    const timer = setTimeout(() => set({ q: search.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set is recreated each render
  }, [search, q.search]);

  const query = useQuery({
    queryKey: usersKeys.list(q),
    queryFn: () => fetchUsers(q),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const filtered = Boolean(q.search || q.role || q.status);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>Users · Admin · Serenade</title>
      <div>
        <h2 className="text-2xl font-bold sm:text-3xl">User Management</h2>
        <p className="mt-1.5 text-muted-foreground">
          Search and manage accounts: edit details, send password resets, suspend or activate.
        </p>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <Field label="Search users" className="col-span-2 md:col-span-1">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              className="pl-9"
              placeholder="Name or email"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </Field>
        <Field label="Role">
          <Select value={q.role} onChange={(e) => set({ role: e.target.value })}>
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Status">
          <Select value={q.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </Select>
        </Field>
        <Field label="Sort by" className="col-span-2 md:col-span-1">
          <Select value={q.sortBy} onChange={(e) => set({ sort: e.target.value === 'newest' ? '' : e.target.value })}>
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {query.isError ? (
        <Alert
          variant="error"
          title={USERS_LOAD_ERROR}
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : !data ? (
        <div className="flex min-h-[30vh] items-center justify-center text-muted-foreground">
          <Spinner className="size-7" label="Loading users" />
        </div>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <p role="status">
              Showing {data.users.length} of {data.totalCount} users
            </p>
            {query.isFetching ? <Spinner label="Updating" /> : null}
          </div>
          <Card className="overflow-hidden">
            {data.users.length === 0 ? (
              <p className="p-8 text-center text-muted-foreground">
                {filtered ? 'No users found matching your criteria.' : 'No users yet.'}
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="border-b border-border bg-muted/40">
                    <tr>
                      <th scope="col" className={th}>
                        Name
                      </th>
                      <th scope="col" className={`${th} hidden lg:table-cell`}>
                        Email
                      </th>
                      <th scope="col" className={`${th} hidden sm:table-cell`}>
                        Role
                      </th>
                      <th scope="col" className={th}>
                        Status
                      </th>
                      <th scope="col" className={`${th} hidden xl:table-cell`}>
                        Joined
                      </th>
                      <th scope="col" className={`${th} hidden xl:table-cell`}>
                        Last login
                      </th>
                      <th scope="col" className={`${th} w-12`}>
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {data.users.map((u) => (
                      <tr key={u.id} className="hover:bg-muted/30">
                        <td className={td}>
                          <div className="flex min-w-0 items-center gap-3">
                            <span className="hidden sm:block">
                              <Avatar name={u.name} src={u.avatarUrl} size="sm" />
                            </span>
                            <div className="min-w-0">
                              <Link
                                to={`/admin/users/${u.id}`}
                                className="block truncate font-medium text-foreground hover:text-link hover:underline max-w-[11rem] sm:max-w-[16rem] lg:max-w-[10rem] 2xl:max-w-none"
                                title={u.name}
                              >
                                {u.name}
                              </Link>
                              <span className="block max-w-[11rem] truncate text-xs text-muted-foreground sm:max-w-[16rem] lg:hidden">
                                {u.email}
                              </span>
                              <span className="mt-1 block sm:hidden">
                                <RoleBadge role={u.role} />
                              </span>
                            </div>
                          </div>
                        </td>
                        <td className={`${td} hidden text-muted-foreground lg:table-cell`}>
                          <span className="block max-w-[12rem] truncate 2xl:max-w-none" title={u.email}>
                            {u.email}
                          </span>
                        </td>
                        <td className={`${td} hidden sm:table-cell`}>
                          <RoleBadge role={u.role} />
                        </td>
                        <td className={td}>
                          <StatusBadge status={u.status} />
                        </td>
                        <td className={`${td} hidden whitespace-nowrap text-muted-foreground xl:table-cell`}>
                          {formatDay(u.createdAt)}
                        </td>
                        <td className={`${td} hidden whitespace-nowrap text-muted-foreground xl:table-cell`}>
                          {u.lastLoginAt ? (
                            <>
                              {formatDay(u.lastLoginAt)}
                              <span className="block text-xs">{timeOf(u.lastLoginAt)}</span>
                            </>
                          ) : (
                            'Never'
                          )}
                        </td>
                        <td className="px-2 py-3 text-right">
                          <UserRowMenu user={u} isSelf={u.id === me?.id} onAction={actions.open} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
          <Pagination
            page={Math.min(q.page, data.totalPages)}
            totalPages={data.totalPages}
            onPageChange={(p) => set({ page: p > 1 ? String(p) : '' }, false)}
          />
        </>
      )}
      {actions.dialogs}
    </div>
  );
}
