// The plans page's first paint escapes its texts (issue 13): they are the contract's constants
// today, but a translation with `<`, `&` or quotes must never become markup. Fails on the old code:
// there was no plans shell.
import { describe, expect, it, vi } from 'vitest';
import type * as Contract from '@ott/contract';

vi.mock('@ott/contract', async (importOriginal) => {
  const actual = await importOriginal<typeof Contract>();
  return {
    ...actual,
    PLANS_PAGE_TEXT: {
      en: { backToHome: 'Back <b>home</b>', plansTitle: 'Plans & "offers"', plansSubtitle: "<script>alert('x')</script>" },
      te: actual.PLANS_PAGE_TEXT.te,
    },
  };
});

const { plansShellHtml, plansScript } = await import('../../src/features/plans-page/plans-shell.ts');

describe('plansShellHtml', () => {
  it('escapes every text', () => {
    const html = plansShellHtml('en', 3);
    expect(html).toContain('Back &lt;b&gt;home&lt;/b&gt;</a>');
    expect(html).toContain('>Plans &amp; &quot;offers&quot;</h1>');
    expect(html).toContain('>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</p>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });

  it('keeps the room of the known number of plans, three when unknown', () => {
    const cards = (html: string) => html.match(/min-h-\[346px\]/g)?.length ?? 0;
    expect(cards(plansShellHtml('en', 2))).toBe(2);
    expect(cards(plansShellHtml('en', null))).toBe(3);
    expect(cards(plansShellHtml('en', 0))).toBe(3);
  });

  it('writes the plans as JSON no text can close', () => {
    const script = plansScript([{ name: '</script><script>alert(1)</script>\u2028' }]);
    expect(script).toMatch(/^ {4}<script type="application\/json" id="plans-list">\[.*\]<\/script>\n$/);
    expect(script.match(/</g)).toHaveLength(2);
    expect(JSON.parse(/>(\[.*\])</.exec(script)![1]!)).toEqual([{ name: '</script><script>alert(1)</script>\u2028' }]);
  });
});
