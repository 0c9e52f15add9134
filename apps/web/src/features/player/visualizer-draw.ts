import { BAR_COUNT } from './visualizer-types';

/**
 * Groups analyser frequency bins into `count` levels (0..1), spaced logarithmically so bass,
 * mids and highs each get their share of bars. The top third of the bins is left out: music
 * rarely reaches it and those bars would sit still.
 */
export function barLevels(frequencies: ArrayLike<number>, count = BAR_COUNT): number[] {
  const usable = Math.max(count + 2, Math.floor(frequencies.length * 0.7));
  const min = 2;
  // Strictly increasing edges, so the narrow bass bands never repeat the same bin.
  const edges: number[] = [min];
  for (let i = 1; i <= count; i++) {
    const ideal = Math.floor(min * Math.pow(usable / min, i / count));
    edges.push(Math.min(frequencies.length, Math.max(edges[i - 1]! + 1, ideal)));
  }
  const levels: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = edges[i]!;
    const end = Math.max(start + 1, edges[i + 1]!);
    let sum = 0;
    for (let bin = start; bin < end; bin++) sum += frequencies[bin] ?? 0;
    levels.push(Math.min(1, sum / (end - start) / 255));
  }
  return levels;
}

const IDLE = 0.035;

function brandGradient(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number) {
  const gradient = ctx.createLinearGradient(x0, y0, x1, y1);
  gradient.addColorStop(0, '#8b5cf6');
  gradient.addColorStop(0.55, '#c026d3');
  gradient.addColorStop(1, '#f472b6');
  return gradient;
}

function roundedBar(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) {
  const r = Math.min(w / 2, h / 2);
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

export function drawBars(ctx: CanvasRenderingContext2D, width: number, height: number, levels: number[]) {
  const count = levels.length;
  const area = Math.min(width * 0.86, 1400);
  const slot = area / count;
  const barWidth = slot * 0.62;
  const left = (width - area) / 2 + (slot - barWidth) / 2;
  const baseline = height * 0.62;
  const maxHeight = height * 0.42;
  ctx.fillStyle = brandGradient(ctx, 0, baseline - maxHeight, 0, baseline);
  levels.forEach((level, i) => {
    const h = Math.max(barWidth * 0.5, Math.max(level, IDLE) * maxHeight);
    roundedBar(ctx, left + i * slot, baseline - h, barWidth, h);
  });
  // A faint reflection under the baseline.
  ctx.globalAlpha = 0.18;
  levels.forEach((level, i) => {
    const h = Math.max(barWidth * 0.5, Math.max(level, IDLE) * maxHeight) * 0.35;
    roundedBar(ctx, left + i * slot, baseline + 8, barWidth, h);
  });
  ctx.globalAlpha = 1;
}

export function drawWave(ctx: CanvasRenderingContext2D, width: number, height: number, samples: ArrayLike<number>) {
  const mid = height / 2;
  const n = samples.length;
  // Auto gain: quiet passages still show a shape, loud ones stay on screen.
  let peak = 0;
  for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(((samples[i] ?? 128) - 128) / 128));
  const gain = Math.min(6, 0.9 / Math.max(peak, 0.08));
  const amplitude = height * 0.3 * gain;
  const points: [number, number][] = [];
  const step = Math.max(1, Math.floor(n / 220));
  for (let i = 0; i < n; i += step) {
    const v = ((samples[i] ?? 128) - 128) / 128;
    points.push([(i / Math.max(1, n - 1)) * width, mid + v * amplitude]);
  }
  if (points.length < 2) points.splice(0, points.length, [0, mid], [width, mid]);
  const stroke = brandGradient(ctx, 0, 0, width, 0);
  const trace = (mirror: boolean) => {
    ctx.beginPath();
    const y = (py: number) => (mirror ? 2 * mid - py : py);
    ctx.moveTo(points[0]![0], y(points[0]![1]));
    for (let i = 1; i < points.length - 1; i++) {
      const [x, py] = points[i]!;
      const [nx, ny] = points[i + 1]!;
      ctx.quadraticCurveTo(x, y(py), (x + nx) / 2, y((py + ny) / 2));
    }
    const last = points[points.length - 1]!;
    ctx.lineTo(last[0], y(last[1]));
  };
  ctx.strokeStyle = stroke;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [lineWidth, alpha, mirror] of [
    [3, 0.25, true],
    [16, 0.1, false],
    [7, 0.28, false],
    [2.5, 1, false],
  ] as const) {
    trace(mirror);
    ctx.lineWidth = lineWidth;
    ctx.globalAlpha = alpha;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

export function drawCircle(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  levels: number[],
  rotation: number,
) {
  const cx = width / 2;
  const cy = height / 2;
  const size = Math.min(width, height);
  const average = levels.reduce((a, b) => a + b, 0) / Math.max(1, levels.length);
  const radius = size * (0.17 + average * 0.03);
  const maxLength = size * 0.2;

  const glow = ctx.createRadialGradient(cx, cy, radius * 0.2, cx, cy, radius * 1.1);
  glow.addColorStop(0, 'rgba(192, 38, 211, 0.55)');
  glow.addColorStop(1, 'rgba(124, 58, 237, 0.05)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.fill();

  ctx.strokeStyle = brandGradient(ctx, cx - radius - maxLength, cy, cx + radius + maxLength, cy);
  ctx.lineCap = 'round';
  ctx.lineWidth = Math.max(4, (2 * Math.PI * radius) / levels.length / 2.2);
  levels.forEach((level, i) => {
    const angle = rotation + (i / levels.length) * Math.PI * 2 - Math.PI / 2;
    const length = Math.max(IDLE, level) * maxLength + 6;
    const inner = radius + 10;
    ctx.beginPath();
    ctx.moveTo(cx + Math.cos(angle) * inner, cy + Math.sin(angle) * inner);
    ctx.lineTo(cx + Math.cos(angle) * (inner + length), cy + Math.sin(angle) * (inner + length));
    ctx.stroke();
  });
}
