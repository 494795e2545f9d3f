import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import '@/app/i18n.ts';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  afterEach(cleanup);

  it('announces the message as an alert and retries with the shared Try Again by default', () => {
    const onRetry = vi.fn();
    render(<LoadError message="Failed to load." onRetry={onRetry} />, { wrapper: MemoryRouter });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to load.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses the caller’s label, and is busy and disabled while the retry runs', () => {
    render(<LoadError layout="page" message="Error searching videos." onRetry={() => {}} isRetrying retryLabel="Retry" />, { wrapper: MemoryRouter });
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('has no retry without onRetry, and offers the secondary link', () => {
    render(<LoadError layout="inline" message="Session expired." link={{ to: '/', label: 'Go to Home' }} />, { wrapper: MemoryRouter });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });
});
