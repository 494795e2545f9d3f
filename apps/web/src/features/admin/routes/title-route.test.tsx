import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTitle } from '@ott/contract';
import { ADMIN_TITLE_MESSAGES, API } from '@ott/contract';
import { success } from '@/testing/api-stub.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { localInputToIso } from '../lib/title-media.ts';
import { renderConsole, stubConsole } from '../testing/render-console.tsx';
import { CATEGORIES, makeIngest, makeTitle } from '../testing/titles-fixtures.ts';

const detailsForm = () => screen.findByRole('form', { name: 'Details' });

function stubTitle(state: { title: AdminTitle }, extra: Parameters<typeof stubConsole>[1] = {}) {
  return stubConsole(
    { roles: ['editor'] },
    {
      [`GET ${API.adminTitle(7)}`]: () => ({ body: { status: 'success', title: state.title } }),
      [`GET ${API.frontendCategories}`]: () => success(CATEGORIES),
      [`GET ${API.frontendStates}`]: () => success([{ id: 1, name: 'Andhra Pradesh', image_url: null, districts_count: 2 }], { message: 'ok' }),
      [`GET ${API.frontendDistricts}`]: () => success([{ id: 11, name: 'Guntur', image_url: null }]),
      ...extra,
    },
  );
}

describe('title page: the edit form', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('refuses a rental without a price in the contract’s words and sends nothing', async () => {
    const api = stubTitle({ title: makeTitle() });
    renderConsole('/admin/titles/7');
    const form = await detailsForm();
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'rental' } });
    expect(within(form).getByText('No prices yet.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(ADMIN_TITLE_MESSAGES.rentalNeedsPrice)).toBeTruthy();

    // A price out of range is named under its field.
    fireEvent.click(within(form).getByRole('button', { name: 'Add a price' }));
    fireEvent.change(within(form).getByLabelText('Price 1 (₹)'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Days 1'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const price = within(form).getByLabelText('Price 1 (₹)');
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(price.getAttribute('aria-describedby') ?? '')?.textContent).toBe(ADMIN_TITLE_MESSAGES.priceRange);
    expect(api.callsTo('PATCH', API.adminTitle(7))).toHaveLength(0);
  });

  it('sends only the changed fields, then says the changes are saved', async () => {
    const state = { title: makeTitle() };
    const api = stubTitle(state, {
      [`PATCH ${API.adminTitle(7)}`]: (call) => {
        state.title = { ...state.title, ...(call.body as Partial<AdminTitle>) };
        return { body: { status: 'success', message: ADMIN_TITLE_MESSAGES.saved, title: state.title } };
      },
    });
    renderConsole('/admin/titles/7');
    const form = await detailsForm();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Pushpa 2: The Rule ' } });
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'rental' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a price' }));
    fireEvent.change(within(form).getByLabelText('Price 1 (₹)'), { target: { value: '49.50' } });
    fireEvent.change(within(form).getByLabelText('Days 1'), { target: { value: '3' } });
    fireEvent.click(within(form).getByLabelText('4K'));
    fireEvent.click(within(within(form).getByRole('group', { name: 'Landscape picture (16:9)' })).getByRole('radio', { name: 'Frame 2, 1280×720' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminTitle(7))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminTitle(7))[0]!.body).toEqual({
      title: 'Pushpa 2: The Rule',
      video_type: 'rental',
      is_4k: true,
      rental_prices: [{ rental_price: 49.5, rental_duration: 3 }],
      landscape_image: 'titles/7/frames/2.jpg',
    });
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    // Saved: nothing is left to send.
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing has changed.')).toBeTruthy();
    expect(api.callsTo('PATCH', API.adminTitle(7))).toHaveLength(1);
  });

  it('shows a saved picture that is none of the options as the current one, chosen', async () => {
    stubTitle({ title: makeTitle({ landscape_image: 'demo/godavari/poster.jpg', landscape_image_url: '/media/demo/godavari/poster.jpg' }) });
    renderConsole('/admin/titles/7');
    const landscape = await screen.findByRole('group', { name: 'Landscape picture (16:9)' });
    const current = within(landscape).getByRole('radio', { name: 'Current picture' }) as HTMLInputElement;
    expect(current.checked).toBe(true);
    expect(within(landscape).getAllByRole('radio').map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent)).toEqual(['None', 'Current picture', 'Frame 1, 1280×720', 'Frame 2, 1280×720']);
    const portrait = screen.getByRole('group', { name: 'Portrait picture (2:3)' });
    expect(within(portrait).queryByRole('radio', { name: 'Current picture' })).toBeNull();
  });

  it('clears the places below a changed level, and shows the server’s refusal with its field errors', async () => {
    const api = stubTitle(
      { title: makeTitle() },
      {
        [`PATCH ${API.adminTitle(7)}`]: () => ({
          status: 400,
          body: { status: 'error', message: ADMIN_TITLE_MESSAGES.categoryNotFound, errors: { category_id: [ADMIN_TITLE_MESSAGES.categoryNotFound] } },
        }),
      },
    );
    renderConsole('/admin/titles/7');
    const form = await detailsForm();
    const state = within(form).getByLabelText('State') as HTMLSelectElement;
    const district = within(form).getByLabelText('District') as HTMLSelectElement;
    expect(district.disabled).toBe(true);
    await waitFor(() => expect(within(state).getByRole('option', { name: 'Andhra Pradesh' })).toBeTruthy());
    fireEvent.change(state, { target: { value: '1' } });
    await waitFor(() => expect(within(district).getByRole('option', { name: 'Guntur' })).toBeTruthy());
    fireEvent.change(district, { target: { value: '11' } });
    fireEvent.change(state, { target: { value: '' } });
    expect(district.value).toBe('');
    fireEvent.change(state, { target: { value: '1' } });
    await waitFor(() => expect(api.requests(API.frontendDistricts).at(-1)?.searchParams.get('state_id')).toBe('1'));
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminTitle(7))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminTitle(7))[0]!.body).toEqual({
      category_id: 4,
      region: { state_id: 1, district_id: null, constituency_id: null, mandal_id: null, village_id: null },
    });
    const category = within(form).getByLabelText('Category');
    await waitFor(() => expect(category.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByRole('alert').textContent).toContain(ADMIN_TITLE_MESSAGES.categoryNotFound);
  });
});

describe('title page: the ingest panel', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('shows the running step and percent, and polls until processing ends', async () => {
    const state = { title: makeTitle({ status: 'processing', ingest: makeIngest({ state: 'running', step: 'encode', progress: 37 }) }) };
    const api = stubTitle(state);
    renderConsole('/admin/titles/7');
    const panel = await screen.findByRole('region', { name: 'Film' });
    expect(within(panel).getByTestId('ingest-state').textContent).toBe('Processing');
    expect(panel.textContent).toContain('Encoding the renditions');
    expect(panel.textContent).toContain('(2 of 7)');
    expect(within(panel).getByRole('progressbar', { name: 'Processing progress' }).getAttribute('aria-valuenow')).toBe('37');
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Upload a new film' })).toBeNull();
    // Publishing waits for the media.
    const publishing = screen.getByRole('region', { name: 'Publishing' });
    expect((within(publishing).getByRole('button', { name: 'Publish now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(publishing.textContent).toContain(ADMIN_TITLE_MESSAGES.publishNeedsMedia);

    state.title = { ...state.title, ingest: makeIngest({ state: 'running', step: 'trick_play', progress: 88 }) };
    await waitFor(() => expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('88'), { timeout: 5000 });
    expect(panel.textContent).toContain('Making seek previews');
    state.title = { ...state.title, status: 'draft', ingest: makeIngest(), hls_url: '/media/titles/7/r1/master.m3u8' };
    await waitFor(() => expect(within(panel).getByTestId('ingest-state').textContent).toBe('Ready'), { timeout: 5000 });
    const calls = api.callsTo('GET', API.adminTitle(7)).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo('GET', API.adminTitle(7)).length).toBe(calls);
    expect((within(publishing).getByRole('button', { name: 'Publish now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps Publish off for a new draft that has no film yet', async () => {
    stubTitle({ title: makeTitle({ status: 'draft', ingest: null, hls_url: null }) });
    renderConsole('/admin/titles/7');
    const publishing = await screen.findByRole('region', { name: 'Publishing' });
    expect((within(publishing).getByRole('button', { name: 'Publish now' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(publishing).getByRole('button', { name: 'Schedule' }) as HTMLButtonElement).disabled).toBe(true);
    expect(publishing.textContent).toContain(ADMIN_TITLE_MESSAGES.publishNeedsMedia);
  });

  it('says a title made before the console plays a film that was not uploaded here, and offers to replace it', async () => {
    stubTitle({ title: makeTitle({ status: 'published', ingest: null, hls_url: '/media/demo/godavari/master.m3u8' }) });
    renderConsole('/admin/titles/7');
    const panel = await screen.findByRole('region', { name: 'Film' });
    expect(panel.textContent).toContain('This title plays a film that was not uploaded here.');
    expect(within(panel).getByRole('button', { name: 'Upload a new film' })).toBeTruthy();
  });

  it('shows why it failed and retries on request', async () => {
    const reason = 'ffmpeg: Invalid data found when processing input';
    const state = { title: makeTitle({ status: 'failed', ingest: makeIngest({ state: 'failed', step: null, progress: 12, error: reason, attempt: 2 }) }) };
    const api = stubTitle(state, {
      [`POST ${API.adminTitleIngestRetry(7)}`]: () => {
        state.title = { ...state.title, status: 'processing', ingest: makeIngest({ state: 'queued', progress: 0, attempt: 3 }) };
        return { body: { status: 'success', message: ADMIN_TITLE_MESSAGES.transcodeQueued, title: state.title } };
      },
    });
    renderConsole('/admin/titles/7');
    const panel = await screen.findByRole('region', { name: 'Film' });
    expect(within(panel).getByTestId('ingest-state').textContent).toBe('Failed');
    expect(within(panel).getByRole('alert').textContent).toBe(`Why it failed${reason}`);
    expect(within(panel).getByRole('button', { name: 'Upload a new film' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminTitleIngestRetry(7))).toHaveLength(1));
    expect(await screen.findByText(ADMIN_TITLE_MESSAGES.transcodeQueued)).toBeTruthy();
    await waitFor(() => expect(within(panel).getByTestId('ingest-state').textContent).toBe('Waiting to be processed'));
    expect(within(panel).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the server’s refusal of a retry as it sent it', async () => {
    stubTitle(
      { title: makeTitle({ status: 'failed', ingest: makeIngest({ state: 'failed', error: 'x' }) }) },
      { [`POST ${API.adminTitleIngestRetry(7)}`]: () => ({ status: 409, body: { status: 'error', message: ADMIN_TITLE_MESSAGES.retryNeedsSource } }) },
    );
    renderConsole('/admin/titles/7');
    const panel = await screen.findByRole('region', { name: 'Film' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(ADMIN_TITLE_MESSAGES.retryNeedsSource)).toBeTruthy();
  });
});

describe('title page: publishing', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('publishes now with an empty body, and schedules a local time as ISO with its offset', async () => {
    const state = { title: makeTitle({ hls_url: '/media/titles/7/r1/master.m3u8' }) };
    const api = stubTitle(state, {
      [`POST ${API.adminTitlePublish(7)}`]: (call) => {
        const at = (call.body as { publish_at?: string }).publish_at;
        state.title = { ...state.title, status: at ? 'scheduled' : 'published', publish_at: at ?? null };
        return { body: { status: 'success', message: at ? ADMIN_TITLE_MESSAGES.scheduled : ADMIN_TITLE_MESSAGES.published, title: state.title } };
      },
      [`POST ${API.adminTitleUnpublish(7)}`]: () => {
        state.title = { ...state.title, status: 'draft', publish_at: null };
        return { body: { status: 'success', message: ADMIN_TITLE_MESSAGES.unpublished, title: state.title } };
      },
    });
    renderConsole('/admin/titles/7');
    const panel = await screen.findByRole('region', { name: 'Publishing' });
    const schedule = within(panel).getByRole('form', { name: 'Schedule' });
    fireEvent.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await within(schedule).findByText('Choose a date and time')).toBeTruthy();
    fireEvent.change(within(schedule).getByLabelText('Publish at'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await within(schedule).findByText(ADMIN_TITLE_MESSAGES.publishAtPast)).toBeTruthy();
    expect(api.callsTo('POST', API.adminTitlePublish(7))).toHaveLength(0);

    fireEvent.change(within(schedule).getByLabelText('Publish at'), { target: { value: '2030-01-01T10:00' } });
    fireEvent.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminTitlePublish(7))).toHaveLength(1));
    const sent = (api.callsTo('POST', API.adminTitlePublish(7))[0]!.body as { publish_at: string }).publish_at;
    expect(sent).toBe(localInputToIso('2030-01-01T10:00'));
    expect(sent).toMatch(/^2030-01-01T10:00:00[+-]\d{2}:\d{2}$/);
    expect(await screen.findByText(ADMIN_TITLE_MESSAGES.scheduled)).toBeTruthy();
    await waitFor(() => expect(panel.textContent).toContain('Publishes on'));

    fireEvent.click(within(panel).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminTitlePublish(7))).toHaveLength(2));
    expect(api.callsTo('POST', API.adminTitlePublish(7))[1]!.body).toEqual({});
    await waitFor(() => expect(panel.textContent).toContain('Viewers can find and watch this title.'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminTitleUnpublish(7))).toHaveLength(1));
    expect(await screen.findByText(ADMIN_TITLE_MESSAGES.unpublished)).toBeTruthy();
  });
});

describe('title page: subtitles and media', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('adds subtitles as multipart (file, language, label) and removes them', async () => {
    const state = { title: makeTitle() };
    const api = stubTitle(state, {
      [`POST ${API.adminTitleSubtitles(7)}`]: () => {
        state.title = { ...state.title, subtitles: [...state.title.subtitles, { id: 2, language: 'te', label: 'Telugu' }] };
        return { status: 201, body: { status: 'success', message: ADMIN_TITLE_MESSAGES.subtitleAdded, title: state.title } };
      },
      [`DELETE ${API.adminTitleSubtitle(7, 1)}`]: () => {
        state.title = { ...state.title, subtitles: state.title.subtitles.filter((s) => s.id !== 1) };
        return { body: { status: 'success', message: ADMIN_TITLE_MESSAGES.subtitleRemoved, title: state.title } };
      },
    });
    renderConsole('/admin/titles/7');
    const panel = await screen.findByRole('region', { name: 'Subtitles' });
    const media = screen.getByRole('region', { name: 'Media' });
    expect(within(media).getByRole('list', { name: 'Audio languages' }).textContent).toBe('TeluguHindi');
    expect(within(media).getByText('Protected')).toBeTruthy();
    const form = within(panel).getByRole('form', { name: 'Add subtitles' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add subtitles' }));
    expect(await within(form).findByText('Choose a subtitle file')).toBeTruthy();
    const file = new File(['1\n00:00:01,000 --> 00:00:02,000\nనమస్తే\n'], 'pushpa.te.srt', { type: 'application/x-subrip' });
    fireEvent.change(within(form).getByLabelText('Subtitle file (.srt or .vtt, up to 2 MB)'), { target: { files: [file] } });
    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'te' } });
    expect((within(form).getByLabelText('Label') as HTMLInputElement).value).toBe('Telugu');
    fireEvent.click(within(form).getByRole('button', { name: 'Add subtitles' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminTitleSubtitles(7))).toHaveLength(1));
    const body = api.callsTo('POST', API.adminTitleSubtitles(7))[0]!.body as Record<string, unknown>;
    expect([body.language, body.label, (body.file as File).name]).toEqual(['te', 'Telugu', 'pushpa.te.srt']);
    expect(await within(panel).findByRole('button', { name: 'Remove the Telugu subtitles' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove the English subtitles' }));
    await waitFor(() => expect(api.callsTo('DELETE', API.adminTitleSubtitle(7, 1))).toHaveLength(1));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Remove the English subtitles' })).toBeNull());
  });
});
