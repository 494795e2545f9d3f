import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SectionCard } from './section-card.tsx';

describe('SectionCard', () => {
  afterEach(cleanup);

  it('is a region named by its own heading, even when the titles have no Latin letters', () => {
    render(
      <>
        <SectionCard title="వ్యక్తిగత సమాచారం" action={<button type="button">Add</button>}>
          <p>first</p>
        </SectionCard>
        <SectionCard title="స్థాన వివరాలు">
          <p>second</p>
        </SectionCard>
      </>,
    );
    const first = screen.getByRole('region', { name: 'వ్యక్తిగత సమాచారం' });
    expect(within(first).getByText('first')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'స్థాన వివరాలు' })).getByText('second')).toBeTruthy();
  });

  it('is a link target only when given an anchor', () => {
    render(
      <SectionCard title="Devices" anchor="devices">
        <p>list</p>
      </SectionCard>,
    );
    expect(screen.getByRole('region', { name: 'Devices' }).id).toBe('devices');
  });
});
