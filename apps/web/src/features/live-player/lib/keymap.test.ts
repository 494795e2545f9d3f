import { describe, expect, it } from 'vitest';
import { actionForKey, keyTargetOf, type KeyContext } from './keymap.ts';

const base: KeyContext = { isDirect: true, isFullscreen: false, isQualityMenuOpen: false, target: 'other', hasModifier: false };

describe('live player keys (SPEC 2.22)', () => {
  it('maps every shortcut', () => {
    expect(actionForKey(' ', base)).toEqual({ type: 'togglePlay' });
    expect(actionForKey('k', base)).toEqual({ type: 'togglePlay' });
    expect(actionForKey('K', base)).toEqual({ type: 'togglePlay' });
    expect(actionForKey('f', base)).toEqual({ type: 'toggleFullscreen' });
    expect(actionForKey('m', base)).toEqual({ type: 'toggleMute' });
    expect(actionForKey('c', base)).toEqual({ type: 'toggleCaptions' });
    expect(actionForKey('ArrowRight', base)).toEqual({ type: 'seek', direction: 1 });
    expect(actionForKey('ArrowLeft', base)).toEqual({ type: 'seek', direction: -1 });
    expect(actionForKey('ArrowUp', base)).toEqual({ type: 'volume', direction: 1 });
    expect(actionForKey('ArrowDown', base)).toEqual({ type: 'volume', direction: -1 });
    expect(actionForKey('x', base)).toBeNull();
  });

  it('seeks only on direct streams', () => {
    expect(actionForKey('ArrowRight', { ...base, isDirect: false })).toBeNull();
    expect(actionForKey('ArrowLeft', { ...base, isDirect: false })).toBeNull();
    expect(actionForKey('ArrowUp', { ...base, isDirect: false })).toEqual({ type: 'volume', direction: 1 });
  });

  it('Escape closes the quality menu first, then exits fullscreen, then closes the player', () => {
    expect(actionForKey('Escape', { ...base, isQualityMenuOpen: true, isFullscreen: true })).toEqual({ type: 'closeQualityMenu' });
    expect(actionForKey('Escape', { ...base, isFullscreen: true })).toEqual({ type: 'exitFullscreen' });
    expect(actionForKey('Escape', base)).toEqual({ type: 'close' });
    expect(actionForKey('Escape', { ...base, target: 'range' })).toEqual({ type: 'close' });
  });

  it('leaves focused controls their own keys, and ignores modified keys', () => {
    expect(actionForKey(' ', { ...base, target: 'button' })).toBeNull();
    expect(actionForKey('k', { ...base, target: 'button' })).toEqual({ type: 'togglePlay' });
    expect(actionForKey('ArrowUp', { ...base, target: 'range' })).toBeNull();
    expect(actionForKey('m', { ...base, target: 'range' })).toEqual({ type: 'toggleMute' });
    expect(actionForKey('m', { ...base, target: 'text' })).toBeNull();
    expect(actionForKey('f', { ...base, hasModifier: true })).toBeNull();
  });

  it('classifies focused elements', () => {
    const range = document.createElement('input');
    range.type = 'range';
    const menuItem = document.createElement('div');
    menuItem.setAttribute('role', 'menuitemradio');
    expect(keyTargetOf(range)).toBe('range');
    expect(keyTargetOf(document.createElement('input'))).toBe('text');
    expect(keyTargetOf(document.createElement('button'))).toBe('button');
    expect(keyTargetOf(menuItem)).toBe('button');
    expect(keyTargetOf(document.createElement('div'))).toBe('other');
    expect(keyTargetOf(null)).toBe('other');
  });
});
