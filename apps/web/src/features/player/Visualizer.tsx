import { useEffect, useRef, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Pause, Play, SkipBack, SkipForward, X } from 'lucide-react';
import { cn } from '../../ui/cn';
import { useMediaQuery } from '../../ui/use-media-query';
import { CoverArt } from '../songs/CoverArt';
import { getAnalyser } from './audio-graph';
import { IconButton, SeekBar, VolumeControl } from './controls';
import { PlayerTitle } from './PlayerTitle';
import { player } from './player';
import { barLevels, drawBars, drawCircle, drawWave } from './visualizer-draw';
import { BAR_COUNT, VISUALIZER_LABELS, VISUALIZER_TYPES, type VisualizerType } from './visualizer-types';

export type VisualizerProps = {
  type: VisualizerType;
  onTypeChange: (type: VisualizerType) => void;
  onClose: () => void;
  title: string;
  artist: string;
  coverUrl: string | null;
  isPlaying: boolean;
  currentTime: number;
  duration: number;
  onTogglePlay: () => void;
  onPrevious: () => void;
  onNext: () => void;
};

/** Draws the chosen visualizer from the analyser on every frame (a few times a second with reduced motion). */
function useVisualizerCanvas(type: VisualizerType, reducedMotion: boolean) {
  // State, not a ref: the dialog's portal mounts after the first effects run.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const typeRef = useRef(type);
  useEffect(() => {
    typeRef.current = type;
  }, [type]);

  useEffect(() => {
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let frame = 0;
    let last = 0;
    let rotation = 0;
    let frequencies = new Uint8Array(0);
    let samples = new Uint8Array(0);
    const interval = reducedMotion ? 250 : 0;

    const render = (now: number) => {
      frame = requestAnimationFrame(render);
      if (now - last < interval) return;
      last = now;
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
        canvas.width = Math.round(width * dpr);
        canvas.height = Math.round(height * dpr);
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      ctx.clearRect(0, 0, width, height);

      const analyser = getAnalyser();
      if (analyser) {
        if (frequencies.length !== analyser.frequencyBinCount) {
          frequencies = new Uint8Array(analyser.frequencyBinCount);
          samples = new Uint8Array(analyser.fftSize);
        }
        analyser.getByteFrequencyData(frequencies);
        analyser.getByteTimeDomainData(samples);
      }
      const current = typeRef.current;
      if (current === 'wave') drawWave(ctx, width, height, samples);
      else {
        const levels = analyser ? barLevels(frequencies, BAR_COUNT) : new Array<number>(BAR_COUNT).fill(0);
        if (current === 'bars') drawBars(ctx, width, height, levels);
        else {
          if (!reducedMotion) rotation += 0.0025;
          drawCircle(ctx, width, height, levels, rotation);
        }
      }
    };
    frame = requestAnimationFrame(render);
    return () => cancelAnimationFrame(frame);
  }, [canvas, reducedMotion]);

  return setCanvas;
}

/** Native fullscreen when the browser allows it; leaving it (Esc in the browser) closes the view. */
function useNativeFullscreen(el: HTMLElement | null, onExit: () => void) {
  const exitRef = useRef(onExit);
  useEffect(() => {
    exitRef.current = onExit;
  });
  useEffect(() => {
    if (!el?.requestFullscreen || !document.fullscreenEnabled) return;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === el) entered = true;
      else if (entered) exitRef.current();
    };
    document.addEventListener('fullscreenchange', onChange);
    el.requestFullscreen().catch(() => undefined);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement === el) document.exitFullscreen().catch(() => undefined);
    };
  }, [el]);
}

export function Visualizer(props: VisualizerProps) {
  const { type, onTypeChange, onClose, isPlaying } = props;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const canvasRef = useVisualizerCanvas(type, reducedMotion);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  useNativeFullscreen(content, onClose);

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={setContent}
          data-player-dialog=""
          aria-describedby={undefined}
          tabIndex={-1}
          // Focus the view itself so Space reaches the shortcuts instead of pressing a button.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            if (event.target instanceof HTMLElement) event.target.focus();
          }}
          className="fixed inset-0 z-[80] flex flex-col bg-[radial-gradient(ellipse_at_50%_40%,#2a1247_0%,#0b0714_65%)] text-white focus:outline-none data-[state=open]:animate-fade-in"
        >
          <canvas ref={canvasRef} aria-hidden="true" className="absolute inset-0 size-full" />
          <header className="relative flex flex-wrap items-center gap-4 p-4 sm:p-6">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <CoverArt src={props.coverUrl} className="size-12 shrink-0 rounded-xl" />
              <div className="min-w-0">
                <DialogPrimitive.Title className="text-xs font-semibold tracking-wide text-white/60 uppercase">
                  Visualizer
                </DialogPrimitive.Title>
                <p className="truncate font-display text-lg font-bold">
                  <PlayerTitle title={props.title} />
                </p>
                <p className="truncate text-sm text-white/70">{props.artist}</p>
              </div>
            </div>
            <div role="group" aria-label="Visualizer type" className="flex rounded-full bg-white/10 p-1">
              {VISUALIZER_TYPES.map((t) => (
                <button
                  key={t}
                  type="button"
                  aria-pressed={t === type}
                  onClick={() => onTypeChange(t)}
                  className={cn(
                    'rounded-full px-3.5 py-1.5 text-sm font-medium transition-colors',
                    t === type ? 'bg-white text-violet-800' : 'text-white/75 hover:text-white',
                  )}
                >
                  {VISUALIZER_LABELS[t]}
                </button>
              ))}
            </div>
            <DialogPrimitive.Close
              aria-label="Close visualizer"
              title="Close (Esc)"
              className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </header>

          <div className="flex-1" />

          <footer className="relative mx-auto w-full max-w-3xl p-4 pb-8 sm:p-6 sm:pb-10">
            <SeekBar
              tone="inverse"
              currentTime={props.currentTime}
              duration={props.duration}
              onSeek={(t) => player.seek(t)}
            />
            <div className="mt-4 flex items-center justify-between gap-3">
              <VolumeControl tone="inverse" className="hidden sm:flex" />
              <div className="flex flex-1 items-center justify-center gap-3">
                <IconButton tone="inverse" label="Previous" onClick={props.onPrevious}>
                  <SkipBack className="size-5 fill-current" aria-hidden="true" />
                </IconButton>
                <button
                  type="button"
                  aria-label={isPlaying ? 'Pause' : 'Play'}
                  onClick={props.onTogglePlay}
                  className="inline-flex size-14 items-center justify-center rounded-full bg-white text-violet-800 shadow-lifted hover:bg-white/90"
                >
                  {isPlaying ? (
                    <Pause className="size-6 fill-current" aria-hidden="true" />
                  ) : (
                    <Play className="size-6 translate-x-0.5 fill-current" aria-hidden="true" />
                  )}
                </button>
                <IconButton tone="inverse" label="Next" onClick={props.onNext}>
                  <SkipForward className="size-5 fill-current" aria-hidden="true" />
                </IconButton>
              </div>
              <p className="hidden w-44 text-right text-xs text-white/50 sm:block">V: change type · Esc: close</p>
            </div>
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
