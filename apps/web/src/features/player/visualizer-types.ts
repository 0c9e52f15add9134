export const VISUALIZER_TYPES = ['bars', 'wave', 'circle'] as const;
export type VisualizerType = (typeof VISUALIZER_TYPES)[number];
/** SPEC 2: 25 bars. */
export const BAR_COUNT = 25;

export const VISUALIZER_LABELS: Record<VisualizerType, string> = { bars: 'Bars', wave: 'Wave', circle: 'Circle' };

export function nextVisualizerType(type: VisualizerType): VisualizerType {
  return VISUALIZER_TYPES[(VISUALIZER_TYPES.indexOf(type) + 1) % VISUALIZER_TYPES.length]!;
}
