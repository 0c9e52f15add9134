import { player } from './player';

type Graph = { context: AudioContext; analyser: AnalyserNode };
let graph: Graph | null = null;

type WindowWithWebkit = Window & { webkitAudioContext?: typeof AudioContext };

/**
 * The AnalyserNode behind the visualizer. Call it from a user gesture: the AudioContext is
 * created then (browsers start it suspended otherwise, which would silence the audio), and the
 * <audio> element is connected once; a media element can only ever have one source node.
 */
export function ensureAnalyser(): AnalyserNode | null {
  if (graph) {
    if (graph.context.state === 'suspended') void graph.context.resume();
    return graph.analyser;
  }
  const Context = window.AudioContext ?? (window as WindowWithWebkit).webkitAudioContext;
  if (!Context) return null;
  try {
    const context = new Context();
    const source = context.createMediaElementSource(player.getMedia() as HTMLMediaElement);
    const analyser = context.createAnalyser();
    // 1024 frequency bins for the bars, 2048 samples (about 45 ms) for the wave.
    analyser.fftSize = 2048;
    analyser.smoothingTimeConstant = 0.8;
    source.connect(analyser);
    analyser.connect(context.destination);
    graph = { context, analyser };
    // From now on all sound goes through the context: wake it whenever playback starts.
    player.addBeforePlay(() => {
      if (context.state === 'suspended') void context.resume();
    });
    return analyser;
  } catch {
    return null;
  }
}

export const getAnalyser = (): AnalyserNode | null => graph?.analyser ?? null;
