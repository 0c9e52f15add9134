import { createRng } from '../rng';
import type { SongStyle } from '../types';

export type CoverInput = {
  title: string;
  style: SongStyle;
  key: string;
  mode: 'major' | 'minor';
  seed: string;
  subtitle?: string;
};

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

const PALETTES: Record<SongStyle, [number, number]> = {
  pop: [320, 40],
  rock: [0, 25],
  hiphop: [45, 270],
  electronic: [190, 280],
  rnb: [290, 340],
  country: [30, 90],
  jazz: [215, 40],
  classical: [45, 210],
  folk: [95, 30],
  other: [160, 300],
};

function wrap(title: string, max: number): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const word = w.length > max ? `${w.slice(0, max - 1)}…` : w;
    if ((cur + ' ' + word).trim().length > max && cur) {
      lines.push(cur);
      cur = word;
    } else cur = (cur + ' ' + word).trim();
  }
  if (cur) lines.push(cur);
  if (lines.length > 3) return [...lines.slice(0, 2), `${lines[2]}…`];
  return lines;
}

/** A 1000x1000 SVG cover: gradient, style-specific shapes and the title. */
export function makeCover(input: CoverInput): string {
  const rng = createRng(input.seed).fork('cover');
  const [h1, h2] = PALETTES[input.style];
  const hueA = (h1 + rng.int(-15, 15) + 360) % 360;
  const hueB = (h2 + rng.int(-15, 15) + 360) % 360;
  const light = input.mode === 'minor' ? 22 : 38;
  const shapes: string[] = [];
  const count = rng.int(5, 9);
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, 1000),
      y = rng.int(0, 1000),
      r = rng.int(60, 320);
    const hue = rng.chance(0.5) ? hueA : hueB;
    const op = rng.range(0.12, 0.35).toFixed(2);
    if (input.style === 'electronic' || input.style === 'rock') {
      shapes.push(
        `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" transform="rotate(${rng.int(0, 90)} ${x} ${y})" fill="hsl(${hue},85%,60%)" opacity="${op}"/>`,
      );
    } else if (input.style === 'jazz' || input.style === 'classical') {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="hsl(${hue},70%,75%)" stroke-width="${rng.int(2, 10)}" opacity="${op}"/>`,
      );
    } else {
      shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue},80%,65%)" opacity="${op}"/>`);
    }
  }
  const wave: string[] = [];
  for (let x = 0; x <= 1000; x += 25)
    wave.push(`${x},${(760 + Math.sin(x / 60 + rng.next()) * rng.int(10, 45)).toFixed(1)}`);
  const lines = wrap(input.title, 18);
  const size = lines.length > 2 ? 70 : 86;
  const text = lines
    .map(
      (l, i) =>
        `<text x="80" y="${300 + i * (size + 14)}" font-size="${size}" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  const sub = escapeXml(input.subtitle ?? `${input.style} · ${input.key} ${input.mode}`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA},65%,${light}%)"/><stop offset="1" stop-color="hsl(${hueB},70%,${light - 12}%)"/></linearGradient></defs>`,
    '<rect width="1000" height="1000" fill="url(#bg)"/>',
    ...shapes,
    `<polyline points="${wave.join(' ')}" fill="none" stroke="white" stroke-width="6" opacity="0.5"/>`,
    `<g font-family="Helvetica, Arial, sans-serif" fill="white">${text}`,
    `<text x="80" y="900" font-size="34" opacity="0.85">${sub}</text>`,
    '<text x="80" y="950" font-size="26" opacity="0.6">Serenade</text></g>',
    '</svg>',
  ].join('');
}
