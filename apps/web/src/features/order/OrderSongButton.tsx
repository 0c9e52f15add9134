import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, type ButtonStyleOptions } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

// The modal's code (forms, pricing, checkout) loads on first use, keeping it out of the first page load.
const loadDialog = () => import('./OrderSongDialog');
const OrderSongDialog = lazy(() => loadDialog().then((m) => ({ default: m.OrderSongDialog })));

export type OrderSongButtonProps = ButtonStyleOptions & { children?: ReactNode };

/** Opens the 6-step song order modal. Use it for every "Order a song" / "Create a Custom Song" action. */
export function OrderSongButton({ children = 'Order a Song', ...style }: OrderSongButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        {...style}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {mounted ? (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-overlay text-white">
              <Spinner className="size-8" label="Loading" />
            </div>
          }
        >
          <OrderSongDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
