// The 429 wait in both languages, with the contract's rounding (issue 12 point 4).
import { describe, expect, it } from 'vitest';
import i18n from '@/app/i18n.ts';
import '../i18n.ts';
import { tooManyRequestsText } from './error-messages.ts';

describe('tooManyRequestsText', () => {
  it('says the wait in English in the spec style', () => {
    const t = i18n.getFixedT('en', 'auth');
    expect(tooManyRequestsText(1, t)).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyRequestsText(25, t)).toBe('Too many requests. Please try again in 25 seconds.');
    expect(tooManyRequestsText(600, t)).toBe('Too many requests. Please try again in 10 minutes.');
    expect(tooManyRequestsText(3601, t)).toBe('Too many requests. Please try again in 2 hours.');
  });

  it('says it in Telugu, singular and plural', () => {
    const t = i18n.getFixedT('te', 'auth');
    expect(tooManyRequestsText(1, t)).toBe('చాలా ఎక్కువ అభ్యర్థనలు. దయచేసి 1 సెకను తర్వాత మళ్ళీ ప్రయత్నించండి.');
    expect(tooManyRequestsText(25, t)).toBe('చాలా ఎక్కువ అభ్యర్థనలు. దయచేసి 25 సెకన్ల తర్వాత మళ్ళీ ప్రయత్నించండి.');
    expect(tooManyRequestsText(120, t)).toBe('చాలా ఎక్కువ అభ్యర్థనలు. దయచేసి 2 నిమిషాల తర్వాత మళ్ళీ ప్రయత్నించండి.');
  });
});
