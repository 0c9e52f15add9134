import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatCard } from './StatCard';

afterEach(cleanup);

describe('StatCard growth', () => {
  it('says New, not 100%, when the previous period had nothing', () => {
    render(<StatCard label="Total Users" value="3" change="new" />);
    expect(screen.getByText('New: none in the previous 30 days')).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('shows a real change with its direction', () => {
    render(<StatCard label="Total Users" value="3" change={-50} />);
    expect(screen.getByText('50% vs previous 30 days')).toBeTruthy();
    expect(screen.getByLabelText('Decrease')).toBeTruthy();
  });
});
