import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Credits } from './Credits';

afterEach(cleanup);

describe('Credits', () => {
  it('names CMU Flite, the CMU ARCTIC slt and rms voices and the CMU Pronouncing Dictionary with their licences', () => {
    render(<Credits />);
    const section = screen.getByRole('region', { name: 'The voice stands on their work' });
    const items = within(section).getAllByRole('listitem');
    const text = items.map((li) => li.textContent ?? '');
    expect(text[0]).toMatch(/CMU Flite.*Carnegie Mellon University.*Licence: Flite licence \(BSD-style\)/);
    expect(text[1]).toMatch(/CMU ARCTIC.*slt.*rms.*Kominek.*Black.*Licence:/);
    expect(text[2]).toMatch(/CMU Pronouncing Dictionary.*1993.*Licence: BSD-style/);
    expect(within(section).getByText('Read the full licence notices')).toBeTruthy();
  });
});
