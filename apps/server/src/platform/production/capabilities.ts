/**
 * What the built-in generator can do, asked of the generator itself so the order screens tell the truth
 * (issue 20 item 10): it sings when it exports the voice (`sayWord`, the interface agreed for the voice).
 * Loaded once, on first use: the main process otherwise leaves the generator to the render worker.
 */
let sings: Promise<boolean> | null = null;

export function generatorSings(): Promise<boolean> {
  sings ??= import('@serenade/generator').then(
    (g) => typeof (g as Record<string, unknown>)['sayWord'] === 'function',
    () => false,
  );
  return sings;
}

/** What a buyer receives, by production mode: sung by the generator, instrumental, or made by the team. */
export async function songKind(mode: 'auto' | 'manual' | 'external'): Promise<'sung' | 'instrumental' | 'produced'> {
  if (mode !== 'auto') return 'produced';
  return (await generatorSings()) ? 'sung' : 'instrumental';
}
