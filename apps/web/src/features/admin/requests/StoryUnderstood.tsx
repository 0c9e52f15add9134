import type { TStoryView } from '@serenade/contract';

/** What the lyric writer understood from the buyer's story: who sings to whom, then each group of facts. */
export function StoryUnderstood({ story }: { story: TStoryView | null }) {
  if (!story || (story.groups.length === 0 && !story.voice && !story.occasion)) {
    return (
      <p className="text-sm text-muted-foreground">
        Not read yet. The story is read in the background just after the order comes in, and again when the song is
        rendered; requests from before this was recorded have none.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4 text-sm">
      {story.voice || story.occasion ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {story.occasion ? (
            <div className="contents">
              <dt className="text-muted-foreground">Occasion</dt>
              <dd className="min-w-0 break-words">{story.occasion}</dd>
            </div>
          ) : null}
          {story.voice ? (
            <div className="contents">
              <dt className="text-muted-foreground">Who sings to whom</dt>
              <dd className="min-w-0 break-words">{story.voice}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {story.groups.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {story.groups.map((g) => (
            <section key={g.label} aria-label={g.label}>
              <h4 className="font-medium text-muted-foreground">{g.label}</h4>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words">
                {g.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <p className="text-muted-foreground">No people, places or details were picked out of the story.</p>
      )}
    </div>
  );
}
