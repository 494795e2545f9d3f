// Unit tests of the Telugu → Latin transliterator and the search keys built on it
// (docs/decisions.md 'Search').
import { describe, expect, it } from 'vitest';
import { teluguToLatin } from '../../src/lib/search/telugu-latin.ts';
import { latinWords, searchKey, searchKeyVariants } from '../../src/lib/search/search-key.ts';

describe('teluguToLatin', () => {
  it.each([
    ['ప్రేమ కథ', 'prema katha'],
    ['ప్రేమ లేఖ', 'prema lekha'],
    ['గోదారి గట్టు', 'godaari gattu'],
    ['అమ్మ చేతి వంట', 'amma cheti vanta'],
    ['వెన్నెల దారి', 'vennela daari'],
    ['సీత', 'seeta'],
    ['పూజ', 'pooja'],
    ['ఐదు ఔషధం', 'aidu aushadham'],
    ['ఋషి', 'rishi'],
    ['కృష్ణ', 'krishna'],
    ['లక్ష్మి', 'lakshmi'],
    ['విజ్ఞానం', 'vignaanam'],
    ['తెలంగాణ', 'telangaana'],
    ['సంబరం', 'sambaram'],
    ['సంతోషం', 'santosham'],
    ['వరంగల్', 'varangal'],
    ['దుఃఖం', 'duhkham'],
    ['శ్రీ', 'shree'],
    ['౧౯౪౭', '1947'],
  ])('%s → %s', (telugu, latin) => {
    expect(teluguToLatin(telugu)).toBe(latin);
  });

  it('leaves other text alone apart from lower case, and is total', () => {
    expect(teluguToLatin('Godavari Sunrise 2!')).toBe('godavari sunrise 2!');
    expect(teluguToLatin('Chai Break: చాయ్')).toBe('chai break: chaay');
    expect(teluguToLatin('')).toBe('');
    // Stray signs without a consonant, a lone virama, joiners.
    expect(teluguToLatin('ా్\u200cం')).toBe('aam');
  });

  it('decomposed input reads like composed input', () => {
    expect(teluguToLatin('కై'.normalize('NFD'))).toBe(teluguToLatin('కై'));
  });
});

describe('searchKey', () => {
  it('folds long vowels, aspirates, sibilants and doubled letters the same on every spelling', () => {
    const key = searchKey('ప్రేమ కథ');
    expect(key).toBe('prema kata');
    for (const typed of ['Prema Katha', 'PREMA KATHA', 'prema  katha!', 'Prēma Kathā', 'ప్రేమ  కథ']) expect(searchKey(typed)).toBe(key);
    expect(searchKey('Amma Chethi Vanta')).toBe(searchKey('అమ్మ చేతి వంట'));
    expect(searchKey('Godari Gattu')).toBe(searchKey('గోదారి గట్టు'));
    expect(searchKey('Vennela Daari')).toBe(searchKey('వెన్నెల దారి'));
    expect(searchKey('Laxmi')).toBe(searchKey('లక్ష్మి'));
    expect(searchKey('Seetha')).toBe(searchKey('సీత'));
    expect(searchKey('Warangal')).toBe(searchKey('వరంగల్'));
  });

  it('is empty for text with no letter or digit', () => {
    expect(searchKey('%_ -- !!')).toBe('');
    expect(latinWords('  ')).toBe('');
  });
});

describe('searchKeyVariants', () => {
  it("tries 'ee' and 'oo' as long i/u and as long e/o", () => {
    expect(searchKeyVariants('preema')).toEqual(['prima', 'prema']);
    expect(searchKeyVariants('Pooja')).toEqual(['puja', 'poja']);
    expect(searchKeyVariants('prema')).toEqual(['prema']);
    expect(searchKeyVariants('preema')).toContain(searchKey('ప్రేమ'));
    expect(searchKeyVariants('neeru')).toContain(searchKey('నీరు'));
  });

  it('stays small however many ambiguous pairs there are', () => {
    expect(searchKeyVariants('ee oo ee oo ee oo').length).toBeLessThanOrEqual(8);
  });

  it('is empty for wildcards and punctuation only', () => {
    expect(searchKeyVariants('%')).toEqual([]);
    expect(searchKeyVariants('_')).toEqual([]);
  });
});
