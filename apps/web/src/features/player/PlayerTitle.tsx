import { truncateTitle } from './queue';

/** The title as the player shows it (18 characters, SPEC 2), with the full title for screen readers. */
export function PlayerTitle({ title, className }: { title: string; className?: string }) {
  const short = truncateTitle(title);
  if (short === title) return <span className={className}>{title}</span>;
  return (
    <span className={className} title={title}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{title}</span>
    </span>
  );
}
