import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInfo } from '../testing/render-info.tsx';
import { Component as AboutRoute } from './about-route.tsx';

describe('/about', () => {
  afterEach(cleanup);

  it('says what the service is, with the marketing line of SPEC 9', () => {
    renderInfo(<AboutRoute />, '/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About TeluguTV+' })).toBeTruthy();
    for (const name of ['Telugu films', 'Live channels', 'Regional, down to the village', 'Plans from ₹365/year']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByText('That is just ₹1 a day. Free videos need no plan at all.')).toBeTruthy();
    expect(screen.getByText(/on up to 2 devices at the same time/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'See plans' })[0]!.getAttribute('href')).toBe('/plans');
  });

  it('has the careers and press sections the footer links to', () => {
    const { container } = renderInfo(<AboutRoute />, '/about#careers');
    expect(container.querySelector('#careers')?.textContent).toContain('Careers');
    expect(container.querySelector('#press')?.textContent).toContain('Press');
    expect(screen.getByRole('link', { name: 'Write to careers@telugutv.in' }).getAttribute('href')).toBe('mailto:careers@telugutv.in');
  });
});
