import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../ui/cn';
import { toast } from '../../ui/Toast';
import { useAuthModal } from '../auth/auth-modal-context';
import { useSession } from '../auth/use-session';
import { clearRating, commentKeys, getRating, putRating, type Rating } from './api';

/** Average and count for everyone; members pick 1-5 stars (picking their current rating clears it). */
export function RatingStars({ songId }: { songId: string }) {
  const { user, status } = useSession();
  const auth = useAuthModal();
  const queryClient = useQueryClient();
  const key = commentKeys.rating(songId, user?.id ?? null);
  const rating = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getRating(songId, signal),
    enabled: status !== 'restoring',
  });
  const rate = useMutation({
    mutationFn: (value: number | null) => (value === null ? clearRating(songId) : putRating(songId, value)),
    onSuccess: (data) => queryClient.setQueryData<Rating>(key, data),
    onError: (error) =>
      toast({ variant: 'error', title: 'Failed to save your rating', description: errorMessage(error) }),
  });
  const mine = rate.isPending ? rate.variables : (rating.data?.mine ?? null);
  const average = rating.data?.average ?? null;
  const count = rating.data?.count ?? 0;

  const choose = (value: number) => {
    if (status !== 'authenticated') return auth.openLogin();
    rate.mutate(mine === value ? null : value);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label="Your rating" className="flex">
        {[1, 2, 3, 4, 5].map((value) => {
          const filled = (mine ?? 0) >= value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={mine === value}
              aria-label={`Rate ${value} star${value === 1 ? '' : 's'}`}
              disabled={rate.isPending}
              onClick={() => choose(value)}
              // 44 px targets on phones, compact from the sm breakpoint
              className="flex size-11 items-center justify-center rounded text-warning focus-visible:outline-2 focus-visible:outline-ring sm:size-8"
            >
              <Star className={cn('size-5', filled && 'fill-current')} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {average !== null ? <AverageStars average={average} /> : null}
      <span className="text-sm text-muted-foreground" data-testid="rating-summary">
        {average === null
          ? 'No ratings yet'
          : `${average.toFixed(1)} average · ${count} rating${count === 1 ? '' : 's'}`}
      </span>
    </div>
  );
}

/** The average as stars, filled to the fraction (the text beside it says the figure for everyone). */
function AverageStars({ average }: { average: number }) {
  const row = (filled: boolean) =>
    [1, 2, 3, 4, 5].map((i) => (
      <Star key={i} className={cn('size-4 shrink-0', filled && 'fill-current')} aria-hidden="true" />
    ));
  return (
    <span aria-hidden="true" className="relative inline-flex text-warning/40" data-testid="rating-average-stars">
      {row(false)}
      <span
        className="absolute inset-y-0 left-0 inline-flex overflow-hidden text-warning"
        style={{ width: `${Math.max(0, Math.min(5, average)) * 20}%` }}
      >
        {row(true)}
      </span>
    </span>
  );
}
