import { Keyboard } from 'lucide-react';

const SHORTCUTS: [string, string][] = [
  ['Space', 'Play / pause'],
  ['→ / ←', 'Next / previous'],
  ['Shift + → / ←', 'Forward / back 10 s'],
  ['↑ / ↓', 'Volume ±10%'],
  ['M', 'Mute'],
  ['L', 'Like'],
  ['R', 'Loop'],
  ['S', 'Shuffle'],
  ['Q', 'Queue'],
  ['F', 'Fullscreen visualizer'],
  ['V', 'Visualizer type'],
  ['Esc', 'Close'],
];

export function DemoShortcutsHelp() {
  return (
    <details className="group mt-4 text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded-lg text-muted-foreground select-none hover:text-foreground">
        <Keyboard className="size-4" aria-hidden="true" />
        Keyboard shortcuts
      </summary>
      <p className="mt-2 text-xs text-muted-foreground">They work while the demo player is on screen.</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 sm:grid-cols-2">
        {SHORTCUTS.map(([keys, action]) => (
          <div key={keys} className="flex items-center justify-between gap-3">
            <dt>
              <kbd className="rounded-md border border-border bg-muted px-1.5 py-0.5 font-sans text-xs">{keys}</kbd>
            </dt>
            <dd className="text-muted-foreground">{action}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
