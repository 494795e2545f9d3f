// /plans reserves the plan cards' place while they load (issue 13.3: CLS 0.30-0.35 came from the
// cards replacing a short "Loading plans..." line and pushing the page below them down).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { stubApi } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { resetAll } from '@/testing/session.ts';
import { PLAN_CARD_MIN_HEIGHT, PLAN_GRID } from '../components/plan-card.tsx';
import { PAY_BAR_PLACE, PLAN_SKELETON_COUNT } from '../components/plans-skeleton.tsx';
import { PLANS } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { Component as PlansRoute } from './plans-route.tsx';

vi.mock('sonner', () => import('../testing/mock-toast.ts'));

const classesOf = (el: Element) => new Set(el.className.split(/\s+/));
const hasAll = (el: Element, classes: string) =>
  classes.split(' ').every((c) => classesOf(el).has(c));

describe('/plans while the plans load (issue 13.3, no layout shift)', () => {
  beforeEach(() => {
    resetAll();
    polyfillDialog();
  });
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
  });

  it('shows placeholder cards in the plan grid with the reserved card height, then real cards with the same height', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubApi({
      'GET /users/api/subscription-plans/': async () => {
        await held;
        return { body: { status: 'success', plans: PLANS } };
      },
    });
    renderPlans();
    // Before the answer: the grid the cards will fill, holding cards of the reserved height.
    const skeleton = screen.getByTestId('plans-skeleton');
    expect(hasAll(skeleton, PLAN_GRID)).toBe(true);
    const placeholders = screen.getAllByTestId('plan-card-skeleton');
    expect(placeholders).toHaveLength(PLAN_SKELETON_COUNT);
    for (const card of placeholders) expect(hasAll(card, PLAN_CARD_MIN_HEIGHT)).toBe(true);
    // The inline Pay button's place on wide screens (md:mt-8 plus the 48 px lg button) is held too.
    expect(hasAll(screen.getByTestId('pay-bar-place'), PAY_BAR_PLACE)).toBe(true);
    expect(PAY_BAR_PLACE).toContain('md:mt-8');
    expect(PAY_BAR_PLACE).toContain('md:h-12');
    // Screen readers still hear that plans are loading; the placeholders themselves are hidden.
    expect(skeleton.contains(screen.getByText('Loading plans...'))).toBe(true);
    expect(placeholders.every((card) => card.getAttribute('aria-hidden') === 'true')).toBe(true);

    answer();
    const monthly = (await screen.findByRole('radio', { name: 'Select Monthly' })).closest(
      'label',
    )!;
    expect(hasAll(monthly, PLAN_CARD_MIN_HEIGHT)).toBe(true);
    expect(hasAll(screen.getByRole('radiogroup'), PLAN_GRID)).toBe(true);
    expect(screen.queryByTestId('plans-skeleton')).toBeNull();
    expect(screen.queryByTestId('pay-bar-place')).toBeNull();
    // The Pay bar that replaces it: inline from md with the same margin, and an lg (h-12) button.
    const pay = await screen.findByRole('button', { name: /^Pay ₹/ });
    expect(pay.className).toContain('h-12');
    expect(pay.closest('div.fixed')?.className).toContain('md:mt-8');
  });
});

function renderPlans() {
  return renderRoute('/plans', 'plans', <PlansRoute />);
}
