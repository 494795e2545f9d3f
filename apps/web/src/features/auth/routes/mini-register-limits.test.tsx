// Issue 12: the mini registration's inputs carry the contract's limits, and a refused value is
// worded in the reader's language (here Telugu), never with the server's English or zod's text.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FIELD_LIMITS } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { makeNewUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { mockApi } from '../testing/mock-api.ts';
import { renderApp } from '../testing/render-app.tsx';

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('mini registration limits (issue 12)', () => {
  freshSessionPerTest(makeNewUser);
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('limits first name, last name and address to the contract’s lengths', async () => {
    mockApi();
    renderApp('/mini-register');
    await screen.findByRole('heading', { name: 'Complete Your Profile' });
    expect(input('first-name').maxLength).toBe(FIELD_LIMITS.first_name);
    expect(input('last-name').maxLength).toBe(FIELD_LIMITS.last_name);
    expect(input('address').maxLength).toBe(FIELD_LIMITS.address);
  });

  it('shows a refused first name in Telugu under the field', async () => {
    await i18n.changeLanguage('te');
    mockApi({
      'POST /users/complete-registration/': () => ({
        status: 400,
        body: {
          status: 'error',
          message: 'First name must be at most 60 characters',
          errors: { first_name: ['First name must be at most 60 characters'] },
          problems: [{ field: 'first_name', rule: 'too_long', limit: 60 }],
        },
      }),
    });
    renderApp('/mini-register');
    await screen.findByRole('button', { name: 'రిజిస్ట్రేషన్ పూర్తి చేయండి' });
    fireEvent.change(input('first-name'), { target: { value: 'Ravi' } });
    fireEvent.change(input('last-name'), { target: { value: 'Kumar' } });
    fireEvent.change(input('address'), { target: { value: 'Guntur' } });
    fireEvent.click(screen.getByRole('button', { name: 'రిజిస్ట్రేషన్ పూర్తి చేయండి' }));
    expect(await screen.findByText('మొదటి పేరు గరిష్టంగా 60 అక్షరాలు ఉండాలి')).toBeTruthy();
    expect(input('first-name').getAttribute('aria-describedby')).toBe('first-name-error');
    expect(screen.queryByText(/must be at most|Too big|expected/)).toBeNull();
  });
});
