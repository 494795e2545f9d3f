import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './select-field.tsx';

const options = [
  { value: '7', label: 'SBI - ****1234 (Primary)' },
  { value: '9', label: 'HDFC - ****5678' },
];

describe('SelectField', () => {
  afterEach(cleanup);

  it('offers the placeholder first and reports the chosen value', () => {
    const onChange = vi.fn();
    render(<SelectField label="Bank Account" placeholder="Select bank account" value="" options={options} onChange={onChange} />);
    const select = screen.getByLabelText('Bank Account') as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.textContent)).toEqual(['Select bank account', ...options.map((option) => option.label)]);
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(select, { target: { value: '9' } });
    expect(onChange).toHaveBeenCalledWith('9');
  });

  it('announces its error and can be disabled', () => {
    render(<SelectField label="District" placeholder="Select district" value="" options={[]} onChange={() => {}} error="Please select a district" disabled />);
    const select = screen.getByLabelText('District') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please select a district');
  });
});
