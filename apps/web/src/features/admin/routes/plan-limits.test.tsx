// Issue 18: a plan's streams at once, top quality and downloads at once are edited in the console
// with the contract's checks, like every other plan field.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_PLANS_POPUP_MESSAGES, API } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { popupState, renderPlansPopup, stubPlansPopup } from '../testing/render-plans-popup.tsx';

const M = ADMIN_PLANS_POPUP_MESSAGES;
// The console's lazy screen may take seconds on a busy machine.
const item = async (name: string) => within(await screen.findByRole('list', { name: 'Plans' }, { timeout: 10_000 })).findByRole('listitem', { name });

describe('plan limits in the console', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('shows the saved limits, refuses out-of-range ones in the contract’s words, and saves the rest', async () => {
    const api = stubPlansPopup(popupState());
    renderPlansPopup('/admin/plans');
    fireEvent.click(within(await item('Basic Plan')).getByRole('button', { name: 'Edit Basic Plan' }));
    const editor = within(await item('Basic Plan'));
    expect((editor.getByLabelText('Streams at once') as HTMLInputElement).value).toBe('1');
    const quality = editor.getByLabelText('Top quality') as HTMLSelectElement;
    expect(quality.value).toBe('720');
    expect([...quality.options].map((o) => o.textContent)).toEqual(['Choose a quality', 'HD 720p', 'Full HD 1080p', '4K Ultra HD 2160p']);
    expect((editor.getByLabelText('Downloads at once') as HTMLInputElement).value).toBe('0');

    fireEvent.change(editor.getByLabelText('Streams at once'), { target: { value: '6' } });
    fireEvent.change(editor.getByLabelText('Downloads at once'), { target: { value: '101' } });
    fireEvent.change(quality, { target: { value: '' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save plan' }));
    expect(await editor.findByText(M.planStreamsInvalid)).toBeTruthy();
    expect(editor.getByText(M.planDownloadsInvalid)).toBeTruthy();
    expect(editor.getByText(M.planVideoHeightInvalid)).toBeTruthy();
    expect(api.callsTo('PATCH', API.adminPlan(1))).toHaveLength(0);

    fireEvent.change(editor.getByLabelText('Streams at once'), { target: { value: '3' } });
    fireEvent.change(editor.getByLabelText('Downloads at once'), { target: { value: '10' } });
    fireEvent.change(quality, { target: { value: '1080' } });
    fireEvent.click(editor.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(api.callsTo('PATCH', API.adminPlan(1))).toHaveLength(1));
    expect(api.callsTo('PATCH', API.adminPlan(1))[0]!.body).toMatchObject({ max_streams: 3, max_video_height: 1080, download_limit: 10 });
  });

  it('adds a plan with the defaults: 1 stream, HD, no downloads', async () => {
    const api = stubPlansPopup(popupState());
    renderPlansPopup('/admin/plans');
    const form = within(await screen.findByRole('region', { name: 'Add a plan' }, { timeout: 10_000 }));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Weekly' } });
    fireEvent.change(form.getByLabelText('Price (₹)'), { target: { value: '49' } });
    fireEvent.change(form.getByLabelText('Duration (days)'), { target: { value: '7' } });
    fireEvent.click(form.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(api.callsTo('POST', API.adminPlans)).toHaveLength(1));
    expect(api.callsTo('POST', API.adminPlans)[0]!.body).toMatchObject({ max_streams: 1, max_video_height: 720, download_limit: 0 });
  });
});
