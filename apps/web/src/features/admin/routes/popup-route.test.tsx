import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_PLANS_POPUP_MESSAGES, API, DEFAULT_POPUP_CONFIG, STORAGE_KEYS } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { popupState, renderPlansPopup, stubPlansPopup } from '../testing/render-plans-popup.tsx';

const M = ADMIN_PLANS_POPUP_MESSAGES;
const preview = async () => within(await screen.findByTestId('popup-preview'));
const form = async () => within(await screen.findByRole('form', { name: 'Welcome popup' }));

describe('welcome popup screen', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('shows the saved popup in the form and in a live preview that follows typing, never marking it seen', async () => {
    stubPlansPopup(popupState({ roles: ['editor'] }));
    renderPlansPopup('/admin/popup');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Welcome popup' }).getAttribute('href')).toBe('/admin/popup');
    expect(within(nav).queryByRole('link', { name: 'Plans' })).toBeNull();
    const f = await form();
    expect((f.getByLabelText('Title') as HTMLInputElement).value).toBe(DEFAULT_POPUP_CONFIG.popupContent.title);
    const p = await preview();
    expect(await p.findByRole('heading', { name: DEFAULT_POPUP_CONFIG.popupContent.title })).toBeTruthy();
    fireEvent.change(f.getByLabelText('Title'), { target: { value: 'Sankranti offer' } });
    fireEvent.change(f.getByLabelText('Button text'), { target: { value: 'See plans' } });
    expect(await p.findByRole('heading', { name: 'Sankranti offer' })).toBeTruthy();
    fireEvent.click(p.getByRole('button', { name: 'See plans' }));
    expect(p.getByRole('heading', { name: 'Sankranti offer' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.popupShown)).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('saves every field as the contract wants it', async () => {
    const state = popupState({ roles: ['editor'] });
    const api = stubPlansPopup(state);
    renderPlansPopup('/admin/popup');
    const f = await form();
    fireEvent.change(f.getByLabelText('Title'), { target: { value: 'Sankranti offer' } });
    fireEvent.change(f.getByLabelText('Delay (milliseconds)'), { target: { value: '1500' } });
    fireEvent.change(f.getByLabelText('Devices'), { target: { value: 'mobile' } });
    fireEvent.change(f.getByLabelText('Pages'), { target: { value: '/\n/plans\n' } });
    fireEvent.click(f.getByLabelText('Viewers can close it'));
    fireEvent.click(f.getByRole('button', { name: 'Save popup' }));
    await waitFor(() => expect(api.callsTo('PUT', API.adminPopup)).toHaveLength(1));
    expect(api.callsTo('PUT', API.adminPopup)[0]!.body).toMatchObject({
      showPopup: true,
      popupContent: { title: 'Sankranti offer', imageUrl: null, soundUrl: null },
      popupSettings: { delay: 1500, deviceType: 'mobile', showOnPages: ['/', '/plans'], dismissible: false },
    });
    expect((await screen.findAllByText(M.popupSaved)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('checks the form before sending', async () => {
    const api = stubPlansPopup(popupState({ roles: ['editor'] }));
    renderPlansPopup('/admin/popup');
    const f = await form();
    fireEvent.change(f.getByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.change(f.getByLabelText('Button link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(f.getByLabelText('Delay (milliseconds)'), { target: { value: 'soon' } });
    fireEvent.click(f.getByRole('button', { name: 'Save popup' }));
    expect(await f.findByText(M.popupTitleRequired)).toBeTruthy();
    expect(f.getByText(M.popupLinkInvalid)).toBeTruthy();
    expect(f.getByText(M.popupDelayInvalid)).toBeTruthy();
    expect(api.callsTo('PUT', API.adminPopup)).toHaveLength(0);
  });

  it('uploads a picture: the preview shows it and the save names its stored path and size', async () => {
    const api = stubPlansPopup(popupState({ roles: ['editor'] }));
    renderPlansPopup('/admin/popup');
    await form();
    const file = new File([new Uint8Array([1, 2, 3])], 'offer.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('popup-image-file'), { target: { files: [file] } });
    await waitFor(() => expect(api.callsTo('POST', API.adminPopupImage)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('popup-preview').querySelector('img')?.getAttribute('src')).toBe('https://media.example/popup/0123456789abcdef.jpg'),
    );
    const f = await form();
    expect((f.getByLabelText('Image width (px)') as HTMLInputElement).value).toBe('1200');
    fireEvent.click(f.getByRole('button', { name: 'Save popup' }));
    await waitFor(() => expect(api.callsTo('PUT', API.adminPopup)).toHaveLength(1));
    expect(api.callsTo('PUT', API.adminPopup)[0]!.body).toMatchObject({ popupContent: { imageUrl: 'popup/0123456789abcdef.jpg', imageWidth: 1200, imageHeight: 600 } });
  });
});
