// Issue 17.4: the referral bonus levels screen: five rows in percent (basis points on the wire),
// checks before sending (two decimals, 0-100, total at most the cap), and a confirmed save.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { API, BONUS_LEVELS_MESSAGES as B, type AdminBonusLevelsResponse } from '@ott/contract';
import { makeUser } from '@/testing/fixtures.ts';
import { freshSessionPerTest } from '@/testing/session.ts';
import { renderConsoleWith, stubConsole } from '../testing/render-console.tsx';
import { BonusLevelsRoute } from './codes-routes.tsx';

const LEVELS: AdminBonusLevelsResponse = {
  status: 'success',
  total_cap_basis_points: 5000,
  levels: [1000, 500, 300, 200, 100].map((bp, i) => ({
    level: i + 1,
    basis_points: bp,
    description: `Level ${i + 1} bonus`,
  })),
};

describe('referral bonus levels in the console', { timeout: 20_000 }, () => {
  freshSessionPerTest(() => makeUser({ phone: '9000000001' }));

  it('edits percentages with two decimals, refuses bad ones and saves after a confirmation', async () => {
    const api = stubConsole(
      { roles: ['editor'] },
      {
        [`GET ${API.adminBonusLevels}`]: () => ({ body: LEVELS }),
        [`PUT ${API.adminBonusLevels}`]: (call) => ({
          body: {
            ...LEVELS,
            message: B.bonusLevelsSaved,
            changed: true,
            levels: (call.body as { levels: AdminBonusLevelsResponse['levels'] }).levels,
          },
        }),
      },
    );
    renderConsoleWith('/admin/bonus-levels', [
      { path: 'bonus-levels', element: <BonusLevelsRoute /> },
    ]);
    const first = await screen.findByLabelText('Level 1 percent', {}, { timeout: 15_000 });
    expect((first as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Together: 21% of each subscription (at most 50%)')).toBeTruthy();
    expect(screen.getByText('On a ₹999 plan: ₹99.90')).toBeTruthy();

    fireEvent.change(first, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect((await screen.findAllByText(B.percentInvalid)).length).toBeGreaterThan(0);
    fireEvent.change(first, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', B.totalTooHigh);
    expect(api.callsTo('PUT', API.adminBonusLevels)).toHaveLength(0);

    fireEvent.change(first, { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Level 5 percent'), { target: { value: '0.75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save levels' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save the bonus levels?' });
    expect(within(confirm).getByText(/apply to payments completed from now on/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save levels' }));
    expect(await screen.findByText(B.bonusLevelsSaved)).toBeTruthy();
    const [sent] = api.callsTo('PUT', API.adminBonusLevels);
    expect(
      (sent?.body as { levels: { basis_points: number }[] }).levels.map((l) => l.basis_points),
    ).toEqual([1250, 500, 300, 200, 75]);
  });
});
