import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UploadOptions } from 'tus-js-client';
import { ADMIN_TITLE_MESSAGES, API } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { currentLocation } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { TUS_CHUNK_BYTES, TUS_RETRY_DELAYS } from '../lib/tus-upload.ts';
import { renderConsole, stubConsole } from '../testing/render-console.tsx';
import { makeIngest, makeTitle } from '../testing/titles-fixtures.ts';

const tus = vi.hoisted(() => ({
  uploads: [] as { file: File; options: UploadOptions; resumed: unknown; aborted: boolean[] }[],
  previous: [] as unknown[],
  /** What start() does with the upload's callbacks. */
  onStart: (_options: UploadOptions) => {},
}));

vi.mock('tus-js-client', () => ({
  Upload: class {
    record: (typeof tus.uploads)[number];
    constructor(file: File, options: UploadOptions) {
      this.record = { file, options, resumed: null, aborted: [] };
      tus.uploads.push(this.record);
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(previous: unknown) {
      this.record.resumed = previous;
    }
    start() {
      tus.onStart(this.record.options);
    }
    abort(terminate?: boolean) {
      this.record.aborted.push(Boolean(terminate));
      return Promise.resolve();
    }
  },
}));

const film = () => new File([new Uint8Array(16)], 'Pushpa_2.The.Rule.mp4', { type: 'video/mp4', lastModified: 1 });

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('new title: create, then upload over tus', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));
  beforeEach(() => {
    tus.uploads.length = 0;
    tus.previous = [];
    tus.onStart = () => {};
    document.cookie = 'csrftoken=csrf-123';
  });

  it('names the title from the file, creates it, uploads with the title id and the CSRF header, and opens its page', async () => {
    const api = stubConsole(
      { roles: ['editor'] },
      {
        [`POST ${API.adminTitles}`]: () => ({ status: 201, body: { status: 'success', message: ADMIN_TITLE_MESSAGES.created, title: makeTitle({ status: 'uploading', ingest: null }) } }),
        [`GET ${API.adminTitle(7)}`]: () => ({ body: { status: 'success', title: makeTitle() } }),
      },
    );
    let finish = () => {};
    tus.onStart = (options) => {
      options.onProgress?.(4, 16);
      finish = () => options.onSuccess?.({} as never);
    };
    renderConsole('/admin/titles/new');
    await screen.findByRole('heading', { name: 'New title' });
    pick(film());
    const name = screen.getByLabelText('Title') as HTMLInputElement;
    expect(name.value).toBe('Pushpa 2 The Rule');
    fireEvent.click(screen.getByRole('button', { name: 'Create and upload' }));
    await waitFor(() => expect(tus.uploads).toHaveLength(1));
    expect(api.callsTo('POST', API.adminTitles)[0]!.body).toEqual({ title: 'Pushpa 2 The Rule' });
    const { options } = tus.uploads[0]!;
    expect(options.endpoint).toBe(`${window.location.origin}${API.adminUploads}`);
    expect(options.metadata).toEqual({ title_id: '7', filename: 'Pushpa_2.The.Rule.mp4', filetype: 'video/mp4' });
    expect(options.chunkSize).toBe(TUS_CHUNK_BYTES);
    expect(options.retryDelays).toEqual(TUS_RETRY_DELAYS);
    expect(options.headers?.['X-CSRFToken']).toBe('csrf-123');
    const xhr = { withCredentials: false };
    await options.onBeforeRequest?.({ getUnderlyingObject: () => xhr, setHeader: () => {} } as never);
    expect(xhr.withCredentials).toBe(true);
    // The title's id is in the address, so a reload can carry on.
    await waitFor(() => expect(currentLocation()).toBe('/admin/titles/new?title=7'));
    expect(await screen.findByText('Uploading 25%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('25');
    finish();
    await waitFor(() => expect(currentLocation()).toBe('/admin/titles/7'));
  });

  it('shows the server’s refusal of the upload as it sent it, and cancels with a tus DELETE', async () => {
    stubConsole(
      { roles: ['editor'] },
      {
        [`POST ${API.adminTitles}`]: () => ({ body: { status: 'success', title: makeTitle({ ingest: null }) } }),
        [`GET ${API.adminTitle(7)}`]: () => ({ body: { status: 'success', title: makeTitle({ ingest: null }) } }),
      },
    );
    const refusal = { originalResponse: { getBody: () => JSON.stringify({ status: 'error', message: ADMIN_TITLE_MESSAGES.uploadInProgress }) } };
    tus.onStart = (options) => options.onError?.(Object.assign(new Error('tus: unexpected response'), refusal) as never);
    renderConsole('/admin/titles/new');
    await screen.findByRole('heading', { name: 'New title' });
    pick(film());
    fireEvent.click(screen.getByRole('button', { name: 'Create and upload' }));
    expect(await screen.findByText(ADMIN_TITLE_MESSAGES.uploadInProgress)).toBeTruthy();

    // Try again after a reload: the title exists (?title=7), the same file resumes the earlier upload.
    tus.previous = [{ uploadUrl: '/api/admin/uploads/abc', size: 16, metadata: {}, creationTime: '', urlStorageKey: 'k', parallelUploadUrls: null }];
    tus.onStart = (options) => options.onProgress?.(8, 16);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tus.uploads).toHaveLength(2));
    expect(tus.uploads[1]!.resumed).toBe(tus.previous[0]);
    const progress = await screen.findByText('Uploading 50%');
    expect(progress.closest('div')?.parentElement?.textContent).toContain('carried on from the last upload');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(tus.uploads[1]!.aborted).toEqual([true]));
    expect(await screen.findByText('Upload cancelled')).toBeTruthy();
  });

  it('keeps an upload started on the title page going when the title turns to uploading', async () => {
    const state = { title: makeTitle({ status: 'draft', ingest: null, hls_url: null }) };
    stubConsole({ roles: ['editor'] }, { [`GET ${API.adminTitle(7)}`]: () => ({ body: { status: 'success', title: state.title } }) });
    tus.onStart = (options) => options.onProgress?.(12, 16);
    const view = renderConsole('/admin/titles/7');
    const panel = await screen.findByRole('region', { name: 'Film' });
    expect(within(panel).getByText('No film uploaded yet.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Upload a new film' }));
    pick(film());
    fireEvent.click(within(panel).getByRole('button', { name: 'Start upload' }));
    expect(await within(panel).findByText('Uploading 75%')).toBeTruthy();
    expect(tus.uploads[0]!.options.metadata?.title_id).toBe('7');
    state.title = { ...state.title, status: 'uploading', ingest: makeIngest({ state: 'uploading', progress: 75 }) };
    await view.queryClient.invalidateQueries();
    await waitFor(() => expect(within(panel).getByTestId('ingest-state').textContent).toBe('Uploading'));
    expect(within(panel).getByText('Uploading 75%')).toBeTruthy();
    expect(tus.uploads[0]!.aborted).toEqual([]);
  });

  it('needs a film and a name before creating anything', async () => {
    const api = stubConsole({ roles: ['editor'] });
    renderConsole('/admin/titles/new');
    const submit = await screen.findByRole('button', { name: 'Create and upload' });
    fireEvent.click(submit);
    expect(await screen.findByText('Choose the film’s video file')).toBeTruthy();
    expect(screen.getByText(ADMIN_TITLE_MESSAGES.titleRequired)).toBeTruthy();
    expect(api.callsTo('POST', API.adminTitles)).toHaveLength(0);
    expect(within(document.body).queryByRole('progressbar')).toBeNull();
  });
});
