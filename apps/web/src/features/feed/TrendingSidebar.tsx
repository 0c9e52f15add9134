import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { CoverImage } from '../../ui/CoverImage';
import { Spinner } from '../../ui/Spinner';
import { plural } from '../songs/format';
import { useTrending } from './use-activity';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `trending-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className="p-5">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      <div aria-labelledby={id}>{children}</div>
    </Card>
  );
}

const Empty = ({ text }: { text: string }) => <p className="text-sm text-muted-foreground">{text}</p>;

/** Trending Songs (5), Popular Playlists (3), Active People (5). */
export function TrendingSidebar() {
  const trending = useTrending();
  if (trending.isPending)
    return (
      <div className="flex justify-center py-8 text-muted-foreground">
        <Spinner label="Loading trending…" />
      </div>
    );
  if (trending.isError) return <Empty text="Trending lists are not available right now." />;
  const { songs, playlists, people } = trending.data;
  return (
    <div className="flex flex-col gap-4">
      <Section title="Trending Songs">
        {songs.length === 0 ? (
          <Empty text="No trending songs yet." />
        ) : (
          <ol className="flex flex-col gap-3">
            {songs.map((s) => (
              <li key={s.id} className="flex items-center gap-3">
                <CoverImage src={s.cover_image} className="size-10 rounded-lg" />
                <div className="min-w-0">
                  <Link to={`/track/${s.id}`} className="block truncate text-sm font-medium hover:text-link">
                    {s.title}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">{s.artist}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Popular Playlists">
        {playlists.length === 0 ? (
          <Empty text="No popular playlists yet." />
        ) : (
          <ol className="flex flex-col gap-3">
            {playlists.map((p) => (
              <li key={p.id} className="flex items-center gap-3">
                <CoverImage src={p.cover_image} className="size-10 rounded-lg" />
                <div className="min-w-0">
                  <Link to={`/playlists/${p.id}`} className="block truncate text-sm font-medium hover:text-link">
                    {p.name}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {plural(p.song_count, 'song')} · {plural(p.follower_count, 'follower')}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section title="Active People">
        {people.length === 0 ? (
          <Empty text="No active people yet." />
        ) : (
          <ol className="flex flex-col gap-3">
            {people.map((p) => (
              <li key={p.id} className="flex items-center gap-3">
                <Avatar name={p.name} src={p.avatar_url} size="sm" />
                <div className="min-w-0">
                  <Link to={`/user/${p.id}`} className="block truncate text-sm font-medium hover:text-link">
                    {p.name}
                  </Link>
                  <p className="text-xs text-muted-foreground">{plural(p.activity_count, 'action')} this week</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
