import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { formatDuration } from '@serenade/contract';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { CoverImage } from '../../../ui/CoverImage';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { formatCount, formatDay } from '../kit/format';
import { Pagination } from '../kit/Pagination';
import { fetchSongLibrary, songLibraryKeys } from './api';
import { SongStatusBadge, SongVisibilityBadge } from './badges';
import { LIBRARY_LOAD_ERROR, patchLibraryParams, readLibraryQuery, SONG_SORTS } from './library-query';
import { SongRowActions } from './SongRowActions';
import { useSongActions } from './use-song-actions';

const th = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';

/** SPEC 2 Song Library: search, filters, sorts and pages on the server; edit, archive, hide, delete. */
export function SongLibrary() {
  const [params, setParams] = useSearchParams();
  const q = readLibraryQuery(params);
  const [search, setSearch] = useState(q.search);
  const actions = useSongActions();
  const set = (patch: Record<string, string>, resetPage = true) =>
    setParams((prev) => patchLibraryParams(prev, patch, resetPage), { replace: true });

  // Typing waits a moment before asking the server.
  useEffect(() => {
    if (search.trim() === q.search.trim()) return;
    const timer = setTimeout(() => set({ q: search.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set is recreated each render
  }, [search, q.search]);

  const query = useQuery({
    queryKey: songLibraryKeys.list(q),
    queryFn: () => fetchSongLibrary(q),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const filtered = Boolean(q.search || q.visibility || q.status);

  // Deleting the last song of the last page leaves that page empty: step back to the new last page.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.songs.length === 0 && q.page > data.totalPages) {
      set({ page: data.totalPages > 1 ? String(data.totalPages) : '' }, false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set is recreated each render
  }, [data, q.page, query.isPlaceholderData]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>Song Library · Admin · Serenade</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">Song Library</h2>
          <p className="mt-1.5 text-muted-foreground">
            Every song on Serenade: edit details and lyrics, archive, change visibility or delete.
          </p>
        </div>
        <Link to="/admin/upload" className="text-sm font-medium text-link hover:underline">
          Upload a song
        </Link>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <Field label="Search songs" className="col-span-2 md:col-span-1">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              className="pl-9"
              placeholder="Title or artist"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </Field>
        <Field label="Visibility">
          <Select value={q.visibility} onChange={(e) => set({ visibility: e.target.value })}>
            <option value="">All</option>
            <option value="public">Public</option>
            <option value="private">Private</option>
          </Select>
        </Field>
        <Field label="Status">
          <Select value={q.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="archived">Archived</option>
          </Select>
        </Field>
        <Field label="Sort by" className="col-span-2 md:col-span-1">
          <Select value={q.sortBy} onChange={(e) => set({ sort: e.target.value === 'newest' ? '' : e.target.value })}>
            {SONG_SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      {actions.visibilityError ? (
        <Alert
          variant="error"
          title={actions.visibilityError}
          action={
            <Button size="sm" variant="outline" onClick={actions.clearVisibilityError}>
              Dismiss
            </Button>
          }
        />
      ) : null}

      {query.isError ? (
        <Alert
          variant="error"
          title={LIBRARY_LOAD_ERROR}
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : !data ? (
        <div className="flex min-h-[30vh] items-center justify-center text-muted-foreground">
          <Spinner className="size-7" label="Loading the song library" />
        </div>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <p role="status">
              Showing {data.songs.length} of {data.totalCount} songs
            </p>
            {query.isFetching ? <Spinner label="Updating" /> : null}
          </div>
          <Card className="overflow-hidden">
            {data.songs.length === 0 ? (
              <p className="p-8 text-center text-muted-foreground">
                {filtered ? 'No songs found matching your criteria.' : 'No songs in the library yet.'}
              </p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Songs</caption>
                  <thead className="border-b border-border bg-muted/40">
                    <tr>
                      <th scope="col" className={`${th} w-full sm:w-auto`}>
                        Song
                      </th>
                      <th scope="col" className={`${th} hidden lg:table-cell`}>
                        Created
                      </th>
                      <th scope="col" className={`${th} hidden text-right md:table-cell`}>
                        Plays
                      </th>
                      <th scope="col" className={`${th} hidden sm:table-cell`}>
                        Status
                      </th>
                      <th scope="col" className={`${th} hidden sm:table-cell`}>
                        Visibility
                      </th>
                      <th scope="col" className={`${th} w-24`}>
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {data.songs.map((song) => (
                      <tr key={song.id} className="hover:bg-muted/30">
                        <td className="max-w-0 px-4 py-3 sm:max-w-none">
                          <div className="flex min-w-0 items-center gap-3">
                            <CoverImage src={song.coverUrl} className="size-11 rounded-lg" />
                            <div className="min-w-0">
                              <Link
                                to={`/admin/songs/edit/${song.id}`}
                                className="block truncate font-medium text-foreground hover:text-link hover:underline"
                              >
                                {song.title}
                              </Link>
                              <span className="block truncate text-xs text-muted-foreground">
                                {song.artist}
                                {song.durationSeconds !== null ? ` · ${formatDuration(song.durationSeconds)}` : ''}
                                {song.ownerName ? ` · by ${song.ownerName}` : ''}
                              </span>
                              <span className="mt-1 flex flex-wrap gap-1 sm:hidden">
                                <SongStatusBadge status={song.status} />
                                <SongVisibilityBadge visibility={song.visibility} />
                              </span>
                            </div>
                          </div>
                        </td>
                        <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground lg:table-cell">
                          {formatDay(song.createdAt)}
                        </td>
                        <td className="hidden px-4 py-3 text-right text-muted-foreground tabular-nums md:table-cell">
                          {formatCount(song.playCount)}
                        </td>
                        <td className="hidden px-4 py-3 sm:table-cell">
                          <SongStatusBadge status={song.status} />
                        </td>
                        <td className="hidden px-4 py-3 sm:table-cell">
                          <span className="inline-flex items-center gap-2">
                            <SongVisibilityBadge visibility={song.visibility} />
                            {actions.visibilityPending === song.id ? <Spinner label="Updating visibility" /> : null}
                          </span>
                        </td>
                        <td className="px-2 py-3">
                          <SongRowActions
                            song={song}
                            onStatus={(s) => actions.open('status', s)}
                            onVisibility={actions.toggleVisibility}
                            onDelete={(s) => actions.open('delete', s)}
                          />
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
