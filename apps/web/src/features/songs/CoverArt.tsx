import { useState } from 'react';
import { Music2 } from 'lucide-react';
import { cn } from '../../ui/cn';

export type CoverArtProps = {
  src: string | null;
  className?: string;
  /** Decorative by default: the title is always written next to the cover. */
  alt?: string;
  iconClassName?: string;
};

/** A song cover: the placeholder when there is none, 'No Image' when it fails to load (SPEC 3). */
export function CoverArt({ src, className, alt = '', iconClassName }: CoverArtProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src !== null && failedSrc === src;
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : failed ? (
        <div className="flex size-full items-center justify-center bg-muted text-xs font-medium text-muted-foreground">
          No Image
        </div>
      ) : (
        <div
          data-placeholder-cover=""
          className="flex size-full items-center justify-center bg-brand-gradient text-white/90"
        >
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgb(255_255_255/0.35),transparent_55%)]" />
          <Music2 className={cn('relative size-1/3 max-h-16 max-w-16', iconClassName)} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
