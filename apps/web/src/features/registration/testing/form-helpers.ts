// Screen helpers for the registration tests: find fields by their labels, pick options by name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

export const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
export const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

/** Waits until the select offers `option`, then chooses it. */
export async function choose(label: string, option: string) {
  const select = field(label);
  const item = await waitFor(() => within(select).getByRole('option', { name: option }) as HTMLOptionElement);
  await waitFor(() => expect(select.disabled).toBe(false));
  fireEvent.change(select, { target: { value: item.value } });
}

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Complete Registration' }));
export const heading = () => screen.findByRole('heading', { name: 'Complete Your Profile' });

/** State, district and constituency of the test tree (Bheemili has listed mandals). */
export async function chooseUpToConstituency() {
  await choose('State', 'Andhra Pradesh');
  await choose('District', 'Visakhapatnam');
  await choose('Constituency', 'Bheemili');
}

export function fillPersonal() {
  type('First name', ' Ravi ');
  type('Last name', 'Kumar');
}

export const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox'));
