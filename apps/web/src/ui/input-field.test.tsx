import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InputField } from './input-field.tsx';

const describedText = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('InputField', () => {
  afterEach(cleanup);

  it('is named by its label, described by its hint and reports what is typed', () => {
    const onChange = vi.fn();
    render(<InputField label="Amount" value="" onChange={onChange} hint="₹500 left today" aria-required="true" />);
    const input = screen.getByLabelText('Amount');
    expect(describedText(input)).toBe('₹500 left today');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-required')).toBe('true');
    fireEvent.change(input, { target: { value: '120' } });
    expect(onChange).toHaveBeenCalledWith('120');
  });

  it('shows an error in place of the hint, marks the field invalid and outlines it in red only', () => {
    render(<InputField label="IFSC Code" value="X" onChange={() => {}} hint="11 characters" error="Invalid IFSC code" />);
    const input = screen.getByLabelText('IFSC Code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Invalid IFSC code');
    expect(screen.queryByText('11 characters')).toBeNull();
    // Both ring colours at once would leave the choice to the stylesheet's order, where the default wins.
    expect(input.classList.contains('ring-brand-2')).toBe(true);
    expect(input.classList.contains('ring-white/10')).toBe(false);
  });

  it('dims a read-only field, which needs no change handler', () => {
    render(<InputField label="Phone" value="9876543210" readOnly hint="Phone number cannot be changed" />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.value).toBe('9876543210');
    expect(input.classList.contains('text-white/60')).toBe(true);
    expect(input.classList.contains('text-white')).toBe(false);
  });
});
