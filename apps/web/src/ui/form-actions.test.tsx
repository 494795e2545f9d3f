import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormActions } from './form-actions.tsx';

const labels = { cancelLabel: 'Cancel', submitLabel: 'Save Changes', pendingLabel: 'Saving...' };

describe('FormActions', () => {
  afterEach(cleanup);

  it('submits its form and cancels through the handler', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <FormActions {...labels} onCancel={onCancel} isPending={false} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled, busy and says so while the submission is on its way', () => {
    render(<FormActions {...labels} onCancel={() => {}} isPending />);
    const submit = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});
