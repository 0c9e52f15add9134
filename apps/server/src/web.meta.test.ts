import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertSong } from './modules/songs/songs.repo';
import { DB_TARGETS, useTestApp } from './test/harness';
import { injectMeta } from './web';

// Issue 16 item 9: a song's own words in the page head of /track/{id}, literally and once.

const dist = mkdtempSync(path.join(os.tmpdir(), 'serenade-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Serenade</title>',
    '<meta name="description" content="Personalised music for every occasion." />',
    '<meta property="og:title" content="Serenade" />',
    '<meta property="og:description" content="Personalised music for every occasion." />',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n'),
);

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe.each(DB_TARGETS)('the page head of a shared song (%s)', (target) => {
  const t = useTestApp(target, {}, { webDist: dist });

  it("inserts a title and description holding $&, $` and $' as written, with one of each tag", async () => {
    const title = "Dollars $& and $` and $' here";
    const description = "Before $' after $` whole $& and $$ <b>";
    const song = await insertSong(t.app.ctx.db, { title, artist: 'Ann $&', description, isPublic: true });
    const res = await t.request({ method: 'GET', url: `/track/${song.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const escTitle = `Dollars $&amp; and $\` and $' here — Ann $&amp; | Serenade`;
    expect(html).toContain(`<title>${escTitle}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escTitle}">`);
    expect(html).toContain(
      `<meta property="og:description" content="Before $' after $\` whole $&amp; and $$ &lt;b&gt;">`,
    );
    for (const tag of ['<title>', 'property="og:title"', 'property="og:description"', 'name="description"']) {
      expect(count(html, tag), tag).toBe(1);
    }
    expect(count(html, '</head>')).toBe(1);
    expect(count(html, '<!doctype html>')).toBe(1);
    expect(count(html, '<div id="root">')).toBe(1);
    expect(html).not.toContain('Personalised music for every occasion.');

    // Other pages keep the shell's generic tags.
    const home = await t.request({ method: 'GET', url: '/' });
    expect(count(home.body, 'property="og:title"')).toBe(1);
    expect(home.body).toContain('<meta property="og:title" content="Serenade" />');
  });
});

describe("the app's own shell (apps/web/index.html)", () => {
  it('keeps one og:title, og:description and description once a song page fills them', () => {
    const shell = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    expect(count(shell, 'property="og:title"')).toBe(1);
    const html = injectMeta(shell, { title: 'Ann — Serenade', description: 'A song for Ann', url: 'http://x/track/1' });
    for (const tag of ['property="og:title"', 'property="og:description"', 'name="description"', '<title>']) {
      expect(count(html, tag), tag).toBe(1);
    }
    expect(html).toContain('<meta property="og:title" content="Ann — Serenade">');
    expect(html).not.toContain('Personalised music for every occasion.');
  });
});
