import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { formatDuration } from '../songs/song-defaults';
import { SeekBar } from './controls';

afterEach(cleanup);

describe('SeekBar', () => {
  it('shows the same length as the song page and its card (2:00, not 1:59, for 119.98 s of audio)', () => {
    render(<SeekBar currentTime={0} duration={119.98} onSeek={() => undefined} />);
    expect(screen.getByText(formatDuration(120))).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe('0:00 of 2:00');
  });
});
