import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTags, TagInput } from './TagInput';

function Harness({ initial = [] as string[], commitKeys }: { initial?: string[]; commitKeys?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput value={tags} onChange={setTags} commitKeys={commitKeys} aria-label="Song types" />
      <output data-testid="tags">{tags.join('|')}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const tags = () => screen.getByTestId('tags').textContent;

afterEach(cleanup);

describe('TagInput', () => {
  it('adds what was typed when a comma is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Song types'), 'pop,rock ,');
    expect(tags()).toBe('pop|rock');
    expect((screen.getByLabelText('Song types') as HTMLInputElement).value).toBe('');
  });

  it('adds what was typed when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Song types'), 'acoustic');
    expect(tags()).toBe('');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(tags()).toBe('acoustic');
  });

  it('removes the last tag on Backspace in an empty field, and only then', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['pop', 'jazz']} />);
    const input = screen.getByLabelText('Song types');
    await user.type(input, 'x{Backspace}');
    expect(tags()).toBe('pop|jazz');
    await user.type(input, '{Backspace}');
    expect(tags()).toBe('pop');
    await user.type(input, '{Backspace}{Backspace}');
    expect(tags()).toBe('');
  });

  it('adds on Enter only when Enter is a commit key', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.type(screen.getByLabelText('Song types'), 'folk{Enter}');
    expect(tags()).toBe('');
    unmount();
    render(<Harness commitKeys={[',', 'Enter']} />);
    await user.type(screen.getByLabelText('Song types'), 'folk{Enter}');
    expect(tags()).toBe('folk');
  });

  it('ignores duplicates and empty tags, and removes a tag by its button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Pop']} />);
    await user.type(screen.getByLabelText('Song types'), 'pop, ,soul,');
    expect(tags()).toBe('Pop|soul');
    await user.click(screen.getByRole('button', { name: 'Remove Pop' }));
    expect(tags()).toBe('soul');
  });

  it('addTags keeps to the maximum', () => {
    expect(addTags(['a'], ['b', 'c', 'd'], 3)).toEqual(['a', 'b', 'c']);
  });
});
