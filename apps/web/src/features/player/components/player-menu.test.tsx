// The gear menu the three players share: focus lands on the checked choice, Escape inside the menu
// closes only the menu (the player's own document-level Escape must not see it) and hands focus
// back to the button.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MenuRadioItem } from './menu-radio-item.tsx';
import { PlayerMenu } from './player-menu.tsx';

function Harness({ value }: { value?: string }) {
  const [isOpen, setOpen] = useState(false);
  const [choice, setChoice] = useState('720p');
  return (
    <PlayerMenu label="Quality" value={value} isOpen={isOpen} onOpenChange={setOpen} menuClassName="">
      {['Auto', '720p', '480p'].map((label) => (
        <MenuRadioItem key={label} checked={label === choice} onClick={() => setChoice(label)}>
          {label}
        </MenuRadioItem>
      ))}
    </PlayerMenu>
  );
}

afterEach(cleanup);

describe('PlayerMenu', () => {
  it('opens a labelled menu with the checked choice focused and closes on Escape without reaching the document', () => {
    const onDocumentKey = vi.fn();
    document.addEventListener('keydown', onDocumentKey);
    render(<Harness value="720p" />);
    const trigger = screen.getByRole('button', { name: 'Quality' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.textContent).toBe('720p');

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Quality' });
    const checked = screen.getByRole('menuitemradio', { name: '720p' });
    expect(checked.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Auto' }).getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(checked);

    fireEvent.keyDown(checked, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menu.isConnected).toBe(false);
    expect(onDocumentKey).not.toHaveBeenCalled();
    // Focus went with the menu: it comes back to the button that opened it.
    expect(document.activeElement).toBe(trigger);
    document.removeEventListener('keydown', onDocumentKey);
  });

  it('shows no text beside the gear when it has no value', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Quality' }).textContent).toBe('');
  });
});
