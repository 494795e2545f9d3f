import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { freshSessionPerTest } from '@/testing/session.ts';
import { makeRegistrant, mockApi, renderRegister } from '../testing/render-register.tsx';
import { acceptTerms, chooseUpToConstituency, field, heading, submit, type } from '../testing/form-helpers.ts';

describe('/register validation (SPEC 5 Full registration)', () => {
  freshSessionPerTest(makeRegistrant);

  it('shows every required-field message at once and sends nothing', async () => {
    const api = mockApi();
    renderRegister();
    await heading();
    type('First name', ' ');
    type('Last name', '');
    submit();
    for (const message of [
      'First name is required',
      'Last name is required',
      'State is required',
      'District is required',
      'Constituency is required',
      'Mandal is required',
      'Village is required',
      'Pincode is required',
      'Address is required',
      'You must accept the Terms & Conditions to continue',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.callsTo('POST', '/users/complete-registration/')).toHaveLength(0);
    // The first problem takes the focus.
    expect(document.activeElement).toBe(field('First name'));
  });

  it('says "name is required" for a typed mandal and village', async () => {
    mockApi();
    renderRegister();
    await heading();
    await chooseUpToConstituency();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Type instead' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Type instead' }));
    submit();
    expect(await screen.findByText('Mandal name is required')).toBeTruthy();
    // Issue 12: a typed mandal makes the village a text field at once, so it asks for a name.
    expect(screen.getByText('Village name is required')).toBeTruthy();
    expect(screen.queryByText('Village is required')).toBeNull();
    // An unknown mandal has no village list: the village is typed as well.
    type('Mandal', 'Somewhere New');
    expect(field('Village').tagName).toBe('INPUT');
    submit();
    expect(await screen.findByText('Village name is required')).toBeTruthy();
    expect(screen.queryByText('Mandal name is required')).toBeNull();
  });

  it('checks the email, and the pincode takes digits only, at most 6, exactly 6 to pass', async () => {
    mockApi();
    renderRegister();
    await heading();
    type(/Email/, 'ravi@example');
    type('Pincode', '5a3-1');
    expect(field('Pincode').value).toBe('531');
    expect(field('Pincode').maxLength).toBe(6);
    type('Pincode', '53116299');
    expect(field('Pincode').value).toBe('531162');
    type('Pincode', '53116');
    acceptTerms();
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Pincode must be exactly 6 digits')).toBeTruthy();
    expect(screen.queryByText('You must accept the Terms & Conditions to continue')).toBeNull();
    // Correcting a field clears its message.
    type('Pincode', '531162');
    expect(screen.queryByText('Pincode must be exactly 6 digits')).toBeNull();
  });
});
