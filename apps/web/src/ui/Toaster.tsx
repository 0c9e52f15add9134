import { useSyncExternalStore } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from './cn';
import { dismissToast, getToasts, subscribeToasts } from './Toast';

export function Toaster() {
  const list = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={4500}>
      {list.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          duration={t.durationMs}
          type={t.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-lifted data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out data-[swipe=end]:animate-fade-out',
          )}
        >
          {t.variant === 'success' ? (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          ) : t.variant === 'error' ? (
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
          ) : null}
          <div className="min-w-0 flex-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="mt-0.5 text-sm text-muted-foreground">
                {t.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss"
            className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-4 bottom-4 z-[100] flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none" />
    </ToastPrimitive.Provider>
  );
}
