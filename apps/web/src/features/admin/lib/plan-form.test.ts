import { describe, expect, it } from 'vitest';
import { changePlanForm, EMPTY_PLAN_FORM, type PlanForm } from './plan-form.ts';

const plan: PlanForm = { ...EMPTY_PLAN_FORM, name: 'Gold', price: '199', duration_days: '30', duration_text: '30 Days', per_day_text: '6.63' };

describe('changePlanForm', () => {
  it('clears labels that said what the old days and price made', () => {
    const next = changePlanForm(plan, { duration_days: '15' });
    expect(next).toMatchObject({ duration_days: '15', duration_text: '', per_day_text: '' });
  });

  it('clears only the per-day label when the price changes', () => {
    expect(changePlanForm(plan, { price: '249' })).toMatchObject({ duration_text: '30 Days', per_day_text: '' });
  });

  it("keeps labels in the operator's own words", () => {
    const own = { ...plan, duration_text: 'One month', per_day_text: 'Less than ₹7 a day' };
    expect(changePlanForm(own, { duration_days: '31', price: '210' })).toMatchObject({ duration_text: 'One month', per_day_text: 'Less than ₹7 a day' });
  });

  it('keeps a label while the days are being typed to the same value', () => {
    expect(changePlanForm(plan, { name: 'Gold plus' })).toMatchObject({ duration_text: '30 Days', per_day_text: '6.63' });
    expect(changePlanForm({ ...plan, duration_days: '365', duration_text: '1 Year' }, { duration_days: '730' }).duration_text).toBe('');
  });
});
