import { useState } from 'react';
import { Music } from 'lucide-react';
import { cn } from './cn';

export type CoverImageProps = {
  src: string | null | undefined;
  className?: string;
};

/** A square cover; a placeholder when there is none and 'No Image' when it fails to load (SPEC 3). */
export function CoverImage({ src, className }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && failedSrc === src;
  return (
    <span
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-brand-gradient text-white',
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : failed ? (
        <span className="px-1 text-center text-[0.65rem] font-semibold tracking-wide uppercase">No Image</span>
      ) : (
        <Music className="size-2/5" aria-hidden="true" />
      )}
    </span>
  );
}
