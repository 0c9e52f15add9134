import { useId } from 'react';
import { cn } from './cn';

export function LogoMark({ className }: { className?: string }) {
  const gradientId = `logo-gradient${useId()}`;
  return (
    <svg viewBox="0 0 64 64" className={cn('size-8', className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path d="M40 14v26.5a7.5 7.5 0 1 1-4-6.63V22l-12 3v19.5a7.5 7.5 0 1 1-4-6.63V20l20-6z" fill="#fff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="font-display text-lg font-bold tracking-tight sm:text-xl">Serenade</span>
    </span>
  );
}
