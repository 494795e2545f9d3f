import { describe, expect, it } from 'vitest';
import { ADMIN_TITLE_MESSAGES } from '@ott/contract';
import { makeTitle } from '../testing/titles-fixtures.ts';
import { changedFields, checkTitleForm, chooseRegion, formValuesOf } from './title-form.ts';

describe('title form', () => {
  const initial = formValuesOf(makeTitle());

  it('sends only what changed, as the contract parses it', () => {
    const values = { ...initial, title: '  Pushpa 2: The Rule ', mood2: 'Mass', is_4k: true };
    expect(changedFields(initial, initial)).toEqual({});
    expect(checkTitleForm(initial, values)).toEqual({ body: { title: 'Pushpa 2: The Rule', mood2: 'Mass', is_4k: true } });
    // Clearing a mood sends null.
    expect(checkTitleForm(initial, { ...initial, mood1: '' })).toEqual({ body: { mood1: null } });
  });

  it('refuses a rental without a price, and a bad price, in the contract’s words', () => {
    expect(checkTitleForm(initial, { ...initial, video_type: 'rental' })).toEqual({ errors: { rental_prices: ADMIN_TITLE_MESSAGES.rentalNeedsPrice } });
    const bad = checkTitleForm(initial, { ...initial, video_type: 'rental', rental_prices: [{ rental_price: '0.5', rental_duration: '400' }] });
    expect(bad).toEqual({ errors: { 'rental_prices.0.rental_price': ADMIN_TITLE_MESSAGES.priceRange, 'rental_prices.0.rental_duration': ADMIN_TITLE_MESSAGES.rentalDaysRange } });
    expect(checkTitleForm(initial, { ...initial, video_type: 'rental', rental_prices: [{ rental_price: '49', rental_duration: '2' }] })).toEqual({
      body: { video_type: 'rental', rental_prices: [{ rental_price: 49, rental_duration: 2 }] },
    });
  });

  it('clears the region levels below the one chosen', () => {
    const region = { state_id: '1', district_id: '2', constituency_id: '3', mandal_id: '4', village_id: '5' };
    expect(chooseRegion(region, 'district_id', '9')).toEqual({ state_id: '1', district_id: '9', constituency_id: '', mandal_id: '', village_id: '' });
    expect(chooseRegion(region, 'state_id', '')).toEqual({ state_id: '', district_id: '', constituency_id: '', mandal_id: '', village_id: '' });
  });
});
