import { describe, expect, it } from 'vitest';
import { fillTemplate, htmlToText, placeholdersIn, renderTemplateContent, textToHtml } from './render';
import { SYSTEM_TEMPLATES } from './templates';

const raw = (s: string) => s;

describe('e-mail template engine', () => {
  it('fills placeholders, keeps unknown ones visible and never re-expands a value', () => {
    expect(fillTemplate('Hi {{ userName }}, {{nope}}', { userName: '{{secret}}', secret: 'x' }, raw)).toBe(
      'Hi {{secret}}, {{nope}}',
    );
  });

  it('keeps {{#key}} sections only with a value and {{^key}} only without, nested too', () => {
    const tpl = 'A{{#t}}: {{t}}{{#u}} by {{u}}{{/u}}{{/t}}{{^t}} (untitled){{/t}}';
    expect(fillTemplate(tpl, { t: 'Song', u: 'Ann' }, raw)).toBe('A: Song by Ann');
    expect(fillTemplate(tpl, { t: 'Song', u: '' }, raw)).toBe('A: Song');
    expect(fillTemplate(tpl, { t: '' }, raw)).toBe('A (untitled)');
    expect(placeholdersIn(tpl)).toEqual(['t', 'u']);
  });

  it('escapes values in HTML bodies, not in subjects or text, and keeps the subject on one line', () => {
    const r = renderTemplateContent(
      { subject: 'Hi {{n}}\r\nBcc: x@y.z', body: '<p>{{n}}</p>', isHtml: true },
      { n: '<b>&</b>\nnext' },
      'Serenade',
    );
    expect(r.subject).toBe('Hi <b>&</b> next Bcc: x@y.z');
    expect(r.html).toContain('<p style="margin:0 0 16px;line-height:1.55">&lt;b&gt;&amp;&lt;/b&gt;<br>next</p>');
    expect(r.text).toBe('<b>&</b>\nnext\n\n— Serenade');
  });

  it('derives readable text from HTML and clickable HTML from text', () => {
    expect(
      htmlToText(
        '<p>Hello&nbsp;there</p>\n<ul><li>one</li><li>two</li></ul><p><a href="https://a.b/?x=1&amp;y=2">Go</a></p>',
      ),
    ).toBe('Hello there\n\n- one\n- two\n\nGo: https://a.b/?x=1&y=2');
    expect(textToHtml('See https://a.b/c.\n\nBye <3')).toBe(
      '<p>See <a href="https://a.b/c">https://a.b/c</a>.</p>\n<p>Bye &lt;3</p>',
    );
  });

  it('has a well-formed default for every system template', () => {
    for (const t of SYSTEM_TEMPLATES) {
      const r = renderTemplateContent({ subject: t.subject, body: t.body, isHtml: true }, {}, 'Serenade');
      expect(r.subject.length, t.key).toBeGreaterThan(0);
      // Section tags never leak into what people read.
      expect(r.text, t.key).not.toMatch(/\{\{\s*[#^/]/);
    }
  });
});
