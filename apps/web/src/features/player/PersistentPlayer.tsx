import { lazy, Suspense } from 'react';
import { useDemoOnScreen } from './demo-on-screen';
import { DEMO_QUEUE_ID } from './player';
import { usePlayer } from './use-player';

// The bar's code loads the first time something is played.
const PlayerBar = lazy(() => import('./PlayerBar').then((m) => ({ default: m.PlayerBar })));

/** Mounted once in the layout: the bottom bar plus a spacer so it never covers the footer. */
export function PersistentPlayer() {
  const visible = usePlayer((s) => s.track !== null);
  const demoPlaying = usePlayer((s) => s.queueId === DEMO_QUEUE_ID);
  // The Home demo player shows the same song with its own controls: one set on screen, not two.
  const demoControlsShown = useDemoOnScreen();
  if (!visible || (demoPlaying && demoControlsShown)) return null;
  return (
    <>
      <div aria-hidden="true" className="h-28 shrink-0 md:h-24" />
      <Suspense fallback={null}>
        <PlayerBar />
      </Suspense>
    </>
  );
}
