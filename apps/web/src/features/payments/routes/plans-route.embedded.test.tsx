// Issue 13: GET /plans hands the SPA the plan list in its HTML (beside the server's no-JS first
// paint of the page top), so React's first render shows the cards, not a skeleton until the API
// answers. Fails on the old code: the first render was the skeleton whatever the page carried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PLANS_ELEMENT_ID } from '@ott/contract';
import { stubApi } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { resetAll } from '@/testing/session.ts';
import { PLANS } from '../testing/fixtures.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { Component as PlansRoute } from './plans-route.tsx';

vi.mock('sonner', () => import('../testing/mock-toast.ts'));

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PLANS_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

describe('/plans with the plan list carried by the page (issue 13)', () => {
  let apiCalls = 0;
  beforeEach(() => {
    resetAll();
    polyfillDialog();
    apiCalls = 0;
    // The page loaded just now: the embedded plans are dated to the page load (performance.timeOrigin),
    // which in a test worker is when the worker started, minutes ago late in a long run.
    vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now());
    // The API never answers: whatever the first render shows came from the page.
    stubApi({
      'GET /users/api/subscription-plans/': () => {
        apiCalls += 1;
        return new Promise(() => undefined);
      },
    });
  });
  afterEach(() => {
    document.getElementById(PLANS_ELEMENT_ID)?.remove();
    resetAll();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the embedded plans as cards on the very first render, the popular one chosen, without asking the API', () => {
    embed(JSON.stringify([{ ...PLANS[0]!, name: 'Monthly </script> Plan' }, PLANS[1], PLANS[2]]));
    renderRoute('/plans', 'plans', <PlansRoute />);
    expect(screen.queryByTestId('plans-skeleton')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Select Monthly </script> Plan' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Select Yearly' }) as HTMLInputElement).checked).toBe(true);
    // Fresh as of the page load: no second fetch of what the page already carried.
    expect(apiCalls).toBe(0);
  });

  it('shows the skeleton and asks the API without embedded plans, with junk or with an empty list', () => {
    for (const text of [null, 'not json', '[]', '{"plans":[]}']) {
      if (text !== null) embed(text);
      const view = renderRoute('/plans', 'plans', <PlansRoute />);
      expect(screen.getByTestId('plans-skeleton')).toBeTruthy();
      view.unmount();
      document.getElementById(PLANS_ELEMENT_ID)?.remove();
      resetAll();
    }
    expect(apiCalls).toBeGreaterThan(0);
  });
});
