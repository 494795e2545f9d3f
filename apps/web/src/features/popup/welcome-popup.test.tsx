import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { POPUP_DEFAULT_DELAY_MS, SCROLL_LOCK_WATCHDOG_MS, type PopupConfig } from '@ott/contract';
import { stubApi, type ApiStub } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { WelcomePopup } from './welcome-popup.tsx';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140 Mobile Safari/537.36';

function config(settings: Partial<PopupConfig['popupSettings']> = {}, content: Partial<PopupConfig['popupContent']> = {}): PopupConfig {
  return {
    showPopup: true,
    popupContent: {
      title: 'Sankranti Specials', message: 'New Telugu films every day this week.', imageUrl: '/media/sankranti.jpg',
      imageWidth: 800, imageHeight: 450, buttonText: 'See Plans', buttonUrl: '/plans', closeButtonText: 'Maybe later', soundUrl: null,
      ...content,
    },
    popupSettings: { autoShow: true, showOnLoad: true, delay: 1500, dismissible: true, deviceType: 'all', showOnPages: ['/'], ...settings },
  };
}

let api: ApiStub;
const serve = (body: unknown, status = 200) => {
  api = stubApi({ '/popup-config.json': () => ({ status, body }) });
};
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('dialog');
const screenAs = (width: number, userAgent: string) => {
  vi.stubGlobal('innerWidth', width);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
};

function renderAt(at = '/') {
  const routes = [{ path: '/', element: <p>home</p> }, stubPage('/plans', 'Plans'), { path: '/news', element: <p>news</p> }];
  return renderRoutes([{ element: <><WelcomePopup /><OutletHost /></>, children: routes }], { at, probe: true });
}
function OutletHost() {
  return <Outlet />;
}

describe('Welcome popup (SPEC 2.22, 4 Popup, 9)', () => {
  beforeEach(async () => {
    await import('./components/welcome-popup-dialog.tsx'); // the lazy chunk, ready before timers are faked
    polyfillDialog();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    screenAs(1280, DESKTOP_UA);
    localStorage.clear();
    document.body.style.overflow = '';
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the configured content after the configured delay, labelled by its title', async () => {
    serve(config());
    renderAt('/');
    await wait(1490);
    expect(dialog()).toBeNull();
    await wait(20);
    const popup = screen.getByRole('dialog', { name: 'Sankranti Specials' });
    expect(popup.textContent).toContain('New Telugu films every day this week.');
    const image = popup.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/sankranti.jpg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '450']);
    expect(screen.getByRole('button', { name: 'See Plans' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maybe later' })).toBeTruthy();
    // A picture whose file is gone gives way to the drawn header, not a broken-image icon.
    act(() => void fireEvent.error(image));
    expect(popup.querySelector('img')).toBeNull();
    expect(popup.querySelector('svg')).toBeTruthy();
  });

  it('falls back to the default config when the file is missing or not a popup config', async () => {
    serve({ status: 'error' }, 404);
    renderAt('/');
    await wait(POPUP_DEFAULT_DELAY_MS - 10);
    expect(dialog()).toBeNull();
    await wait(20);
    expect(screen.getByRole('dialog', { name: 'Welcome to OTT Platform!' })).toBeTruthy();
    cleanup();
    serve({ showPopup: true, popupContent: { title: 'Broken' } });
    renderAt('/');
    await wait(POPUP_DEFAULT_DELAY_MS + 10);
    expect(screen.getByRole('dialog', { name: 'Welcome to OTT Platform!' })).toBeTruthy();
  });

  it('stays away when switched off or not set to show by itself on load', async () => {
    for (const off of [{ showPopup: false }, { autoShow: false }, { showOnLoad: false }]) {
      const { showPopup, ...settings } = off as { showPopup?: boolean };
      serve({ ...config(settings), ...(showPopup === false ? { showPopup } : {}) });
      renderAt('/');
      await wait(5000);
      expect(dialog()).toBeNull();
      cleanup();
    }
  });

  it('shows only on the configured device type (mobile: under 768 px or a mobile browser)', async () => {
    serve(config({ deviceType: 'mobile' }));
    renderAt('/');
    await wait(3000);
    expect(dialog()).toBeNull();
    cleanup();

    screenAs(1280, MOBILE_UA);
    renderAt('/');
    await wait(3000);
    expect(dialog()).not.toBeNull();
    cleanup();

    serve(config({ deviceType: 'desktop' }));
    screenAs(767, DESKTOP_UA);
    renderAt('/');
    await wait(3000);
    expect(dialog()).toBeNull();
    cleanup();

    screenAs(768, DESKTOP_UA);
    renderAt('/');
    await wait(3000);
    expect(dialog()).not.toBeNull();
  });

  it('shows only on the configured pages, waiting the delay after arriving on one', async () => {
    serve(config({ showOnPages: ['/plans'] }));
    const { router } = renderAt('/');
    await wait(3000);
    expect(dialog()).toBeNull();
    await act(() => router.navigate('/plans'));
    await wait(1490);
    expect(dialog()).toBeNull();
    await wait(20);
    expect(dialog()).not.toBeNull();
  });

  it('is shown once per browser: closing it sets popupShown and a browser that has it never asks', async () => {
    serve(config());
    renderAt('/');
    await wait(1600);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(dialog()).toBeNull();
    expect(localStorage.getItem('popupShown')).toBe('true');
    cleanup();

    api.calls.length = 0;
    renderAt('/');
    await wait(5000);
    expect(dialog()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('takes the action: remembers it and opens the button link', async () => {
    serve(config());
    renderAt('/');
    await wait(1600);
    fireEvent.click(screen.getByRole('button', { name: 'See Plans' }));
    expect(localStorage.getItem('popupShown')).toBe('true');
    expect(dialog()).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/plans');
  });

  it('closes on Escape only when dismissible', async () => {
    serve(config({ dismissible: false }, { closeButtonText: 'Maybe later' }));
    renderAt('/');
    await wait(1600);
    expect(screen.queryByRole('button', { name: 'Maybe later' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
    expect(dialog()).not.toBeNull();
    expect(localStorage.getItem('popupShown')).toBeNull();
    cleanup();

    serve(config({}, { closeButtonText: null }));
    renderAt('/');
    await wait(1600);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent(dialog()!, new Event('cancel', { cancelable: true }));
    expect(dialog()).toBeNull();
    expect(localStorage.getItem('popupShown')).toBe('true');
  });

  it('locks the page scroll while shown and gives it back on close', async () => {
    document.body.style.overflow = 'auto';
    serve(config());
    renderAt('/');
    await wait(1600);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('has a 5 s watchdog that restores scrolling when the popup is gone but the lock stayed', async () => {
    serve(config({ dismissible: false }));
    renderAt('/');
    await wait(1600);
    await wait(SCROLL_LOCK_WATCHDOG_MS * 2);
    expect(document.body.style.overflow).toBe('hidden'); // still up: the lock stays
    dialog()!.removeAttribute('open'); // the browser closed it without our cleanup
    await wait(0);
    expect(document.body.style.overflow).toBe('hidden');
    await wait(SCROLL_LOCK_WATCHDOG_MS);
    expect(document.body.style.overflow).toBe('');
  });

  it('plays the sound when there is one, and a blocked autoplay does not throw', async () => {
    const play = vi.fn(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const made: string[] = [];
    vi.stubGlobal('Audio', function Audio(this: { play: typeof play }, url: string) {
      made.push(url);
      this.play = play;
    });
    serve(config({}, { soundUrl: '/media/chime.mp3' }));
    renderAt('/');
    await wait(1600);
    expect(made).toEqual(['/media/chime.mp3']);
    expect(play).toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });
});
