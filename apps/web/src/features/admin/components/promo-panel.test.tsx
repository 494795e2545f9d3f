import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTitle } from '@ott/contract';
import { ADMIN_TITLE_MESSAGES, API } from '@ott/contract';
import { success } from '@/testing/api-stub.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { renderConsole, stubConsole } from '../testing/render-console.tsx';
import { CATEGORIES, makePromo, makeTitle } from '../testing/titles-fixtures.ts';

// The preview falls back to the browser's own HLS (video.src), which a test can read.
vi.mock('shaka-player/dist/shaka-player.compiled-es2021.js', () => ({
  default: { polyfill: { installAll: () => undefined }, Player: { isBrowserSupported: () => false } },
}));

/** XMLHttpRequest as the upload uses it: progress events, then the answer `respond` gives. */
function stubXhr(respond: (form: FormData) => { status: number; body: unknown }) {
  const sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    withCredentials = false;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, headers: this.headers, form });
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }), 0);
      setTimeout(() => {
        const answer = respond(form);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 400);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function stubTitle(state: { title: AdminTitle }, extra: Parameters<typeof stubConsole>[1] = {}) {
  return stubConsole(
    { roles: ['editor'] },
    {
      [`GET ${API.adminTitle(7)}`]: () => ({ body: { status: 'success', title: state.title } }),
      [`GET ${API.frontendCategories}`]: () => success(CATEGORIES),
      [`GET ${API.frontendStates}`]: () => success([], { message: 'ok' }),
      ...extra,
    },
  );
}

const panel = async () => {
  const heading = await screen.findByRole('heading', { name: 'Promo clip' });
  return heading.closest('section') ?? heading.parentElement!.parentElement!;
};
const clip = () => new File([new Uint8Array(1000)], 'trailer.mp4', { type: 'video/mp4' });

describe('title page: the promo clip panel', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a clip with its progress, shows processing while it runs and the preview once done', async () => {
    const state = { title: makeTitle() };
    stubTitle(state);
    const sent = stubXhr(() => {
      state.title = { ...state.title, promo: makePromo({ state: 'queued', progress: 0, source_name: 'trailer.mp4' }) };
      return { status: 200, body: { status: 'success', message: ADMIN_TITLE_MESSAGES.promoQueued, title: state.title } };
    });
    renderConsole('/admin/titles/7');
    const card = await panel();
    expect(within(card).getByText('No promo clip yet.')).toBeTruthy();

    fireEvent.change(within(card).getByLabelText('Promo clip video file'), { target: { files: [clip()] } });
    expect(await within(card).findByRole('progressbar', { name: 'Uploading' })).toBeTruthy();
    await waitFor(() => expect(within(card).getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('40'));
    expect(await screen.findByText(ADMIN_TITLE_MESSAGES.promoQueued)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(API.adminTitlePromo(7));
    expect((sent[0]!.form.get('file') as File).name).toBe('trailer.mp4');
    expect(sent[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(within(card).getByTestId('promo-state').textContent).toBe('Waiting to be processed');
    expect(within(card).getByRole('button', { name: 'Replace the promo clip' }).hasAttribute('disabled')).toBe(true);

    // The page asks again every 2 s while it moves.
    state.title = { ...state.title, promo: makePromo({ state: 'running', progress: 42 }) };
    await waitFor(() => expect(within(card).getByRole('progressbar', { name: 'Processing' }).getAttribute('aria-valuenow')).toBe('42'), { timeout: 5000 });
    state.title = { ...state.title, promo: makePromo(), promo_hls_url: '/media/promos/7/abc/master.m3u8' };
    const video = await within(card).findByLabelText('Promo clip preview', {}, { timeout: 5000 });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/promos/7/abc/master.m3u8'));
    expect(within(card).getByRole('button', { name: 'Replace the promo clip' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the server’s refusal in words', async () => {
    stubTitle({ title: makeTitle() });
    stubXhr(() => ({ status: 400, body: { status: 'error', message: ADMIN_TITLE_MESSAGES.notAVideo } }));
    renderConsole('/admin/titles/7');
    const card = await panel();
    fireEvent.change(within(card).getByLabelText('Promo clip video file'), { target: { files: [clip()] } });
    expect((await within(card).findByRole('alert')).textContent).toBe(ADMIN_TITLE_MESSAGES.notAVideo);
  });

  it('shows why processing failed, and removes the promo after a confirmation', async () => {
    const state = {
      title: makeTitle({
        promo_hls_url: '/media/demo/promo/master.m3u8',
        promo: makePromo({ state: 'failed', progress: 0, error: 'ffmpeg could not process this film. Its reason: moov atom not found' }),
      }),
    };
    const api = stubTitle(state, {
      [`DELETE ${API.adminTitlePromo(7)}`]: () => {
        state.title = { ...state.title, promo: null, promo_hls_url: null };
        return { body: { status: 'success', message: ADMIN_TITLE_MESSAGES.promoRemoved, title: state.title } };
      },
    });
    renderConsole('/admin/titles/7');
    const card = await panel();
    expect(within(card).getByRole('alert').textContent).toContain('moov atom not found');
    // The promo that played before the failed upload still plays.
    expect(within(card).getByLabelText('Promo clip preview')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Remove the promo clip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the promo clip' });
    expect(within(dialog).getByText(/Remove the promo clip of “Pushpa 2”\?/)).toBeTruthy();
    expect(api.callsTo('DELETE', API.adminTitlePromo(7))).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the promo clip' }));
    await waitFor(() => expect(api.callsTo('DELETE', API.adminTitlePromo(7))).toHaveLength(1));
    expect(await screen.findByText(ADMIN_TITLE_MESSAGES.promoRemoved)).toBeTruthy();
    expect(await within(card).findByText('No promo clip yet.')).toBeTruthy();
  });
});
