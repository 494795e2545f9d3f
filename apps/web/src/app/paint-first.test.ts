// The build's paint-first boot (apps/web/vite-paint-first.ts, issue 13): index.html names the entry
// and its preloads on one deferred script, which adds them only after the first frame.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SOURCE, paintFirstHtml } from '../../vite-paint-first.ts';

const BUILT = `<!doctype html>
<html>
  <head>
    <title>TeluguTV+</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('paintFirstHtml', () => {
  it('replaces the entry script and module preloads with the boot script, keeping the stylesheet', () => {
    const html = paintFirstHtml(BUILT, '/assets/boot-x.js');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain(
      '<script defer src="/assets/boot-x.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-1.js /assets/i18n-2.js"></script>',
    );
  });

  it('refuses a page without an entry script rather than shipping one that never starts', () => {
    expect(() => paintFirstHtml('<html><head></head></html>', '/assets/boot-x.js')).toThrow(/no module entry/);
  });
});

describe('the boot script', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  function run(visibility: DocumentVisibilityState) {
    const me = document.createElement('script');
    me.dataset.entry = '/assets/index-abc.js';
    me.dataset.preload = '/assets/react-1.js /assets/i18n-2.js';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(me);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
    new Function(BOOT_SOURCE)();
  }
  const added = () => [...document.head.children].map((el) => `${el.tagName} ${el.getAttribute('rel') ?? el.getAttribute('type')} ${el.getAttribute('href') ?? el.getAttribute('src')}`);

  it('adds the preloads and the module entry only after the first frame has painted', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    run('visible');
    expect(added()).toEqual([]);
    frames.shift()!(0);
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual([
      'LINK modulepreload /assets/react-1.js',
      'LINK modulepreload /assets/i18n-2.js',
      'SCRIPT module /assets/index-abc.js',
    ]);
    expect((document.head.lastElementChild as HTMLScriptElement).crossOrigin).toBe('');
  });

  it('starts at once in a hidden tab, which draws no frames', () => {
    run('hidden');
    expect(added()).toHaveLength(3);
  });
});
