// SPEC 2.12 share dialog and its 'Test Social Media Preview' (issue 12): the preview is read from
// the HTML the server sends for the page, as a crawler reads it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { polyfillDialog } from '@/testing/dom.ts';
import { renderElement } from '@/testing/render.tsx';
import '../i18n.ts';
import { ShareDialog } from './share-dialog.tsx';

const PAGE = 'https://tv.example.in/movie/7';
// What the server sends for /movie/7 (apps/server lib/http/social-tags.ts), title with quotes and markup.
const HTML = `<!doctype html><html><head><title>TeluguTV+</title>
<link rel="canonical" href="https://tv.example.in/movie/7" />
<meta property="og:site_name" content="TeluguTV+" />
<meta property="og:type" content="video.movie" />
<meta property="og:title" content="Tom &quot;Tiger&quot; &lt;b&gt;Nageswara&lt;/b&gt; &amp; Sons" />
<meta property="og:description" content="A lorry driver&#39;s last run across the Godavari." />
<meta property="og:url" content="https://tv.example.in/movie/7" />
<meta property="og:image" content="https://tv.example.in/media/demo/video-7/backdrop.jpg" />
<meta name="twitter:card" content="summary_large_image" />
</head><body><div id="root"></div></body></html>`;

function stubPage(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const html = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

function openDialog() {
  renderElement(<ShareDialog isOpen onClose={() => undefined} url={PAGE} text="Watch Tom" />);
  return screen.getByRole('dialog', { name: 'Share' });
}

describe('share dialog (SPEC 2.12)', () => {
  beforeAll(polyfillDialog);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers WhatsApp, Facebook, Twitter, Copy Link, Test Social Media Preview and the read-only link', () => {
    stubPage(() => html(HTML));
    const dialog = openDialog();
    for (const name of ['WhatsApp', 'Facebook', 'Twitter']) expect(within(dialog).getByRole('link', { name })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeTruthy();
    const test = within(dialog).getByRole('button', { name: 'Test Social Media Preview' });
    expect(test.getAttribute('aria-expanded')).toBe('false');
    expect((within(dialog).getByRole('textbox', { name: 'Link to share' }) as HTMLInputElement).value).toBe(PAGE);
  });

  it('shows the card a crawler builds from the page’s tags: image, domain, title and description', async () => {
    const fetch = stubPage(() => html(HTML));
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test Social Media Preview' }));
    const preview = await within(dialog).findByRole('region', { name: 'How WhatsApp, Facebook and X show this link' });
    expect(await within(preview).findByText('Tom "Tiger" <b>Nageswara</b> & Sons')).toBeTruthy();
    expect(within(preview).getByText("A lorry driver's last run across the Godavari.")).toBeTruthy();
    expect(within(preview).getByText('tv.example.in')).toBeTruthy();
    const image = within(preview).getByRole('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('https://tv.example.in/media/demo/video-7/backdrop.jpg');
    expect(image.getAttribute('alt')).toBe('Tom "Tiger" <b>Nageswara</b> & Sons');
    // Markup in a title is text, never elements.
    expect(preview.querySelector('b')).toBeNull();
    // Fetched like a crawler: the page itself, as HTML, without the viewer's cookies.
    expect(String(fetch.mock.calls[0]![0])).toBe(PAGE);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'omit', headers: { Accept: 'text/html' } });
    expect(within(dialog).getByRole('button', { name: 'Test Social Media Preview' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when the page carries no preview tags', async () => {
    stubPage(() => html('<!doctype html><html><head><title>x</title></head><body></body></html>'));
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test Social Media Preview' }));
    expect(await within(dialog).findByText('This page sends no preview tags, so apps will show a plain link.')).toBeTruthy();
  });

  it('reports a failed fetch and tries again on request', async () => {
    let fail = true;
    stubPage(() => (fail ? html('oops', 502) : html(HTML)));
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test Social Media Preview' }));
    expect(await within(dialog).findByText('Could not load the preview. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('Tom "Tiger" <b>Nageswara</b> & Sons')).toBeTruthy();
  });
});
