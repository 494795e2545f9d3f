import { describe, expect, it } from 'vitest';
import { filterSearchResults, hasNonLatinLetters, isInCategory, isLatinText, matchesSearch } from './search-filter.ts';

const video = (title: string, description = '', category_name: string | null = 'Movies') => ({ title, description, category_name });

describe('search filter (SPEC 5 Search)', () => {
  it('keeps titles, descriptions and category names containing the trimmed query, ignoring case', () => {
    expect(matchesSearch(video('Godavari Sunrise'), '  godAVARI ')).toBe(true);
    expect(matchesSearch(video('Village Cricket', 'A match on the river bank'), 'RIVER')).toBe(true);
    expect(matchesSearch(video('Village Cricket', '', 'Comedy'), 'comed')).toBe(true);
    expect(matchesSearch(video('Village Cricket', 'A match', 'Comedy'), 'drama')).toBe(false);
  });

  it('matches nothing for a blank query', () => {
    expect(matchesSearch(video('Anything'), '   ')).toBe(false);
  });

  it('keeps a Telugu-script title the server found for a query in English letters (title_latin)', () => {
    expect(matchesSearch(video('ప్రేమ కథ', 'ఒక ప్రేమ కథ'), 'prema')).toBe(true);
    // …but a Latin title must contain the text itself, and a Telugu query is matched as written.
    expect(matchesSearch(video('Village Cricket'), 'prema')).toBe(false);
    expect(matchesSearch(video('ప్రేమ కథ'), 'పల్లె')).toBe(false);
    expect(matchesSearch(video('ప్రేమ కథ'), 'ప్రేమ')).toBe(true);
  });

  it('filters a list, keeping order', () => {
    const list = [video('Prema Desam'), video('Rayalaseema Roar'), video('ప్రేమ కథ'), video('Premante Idera')];
    expect(filterSearchResults(list, 'prem').map((v) => v.title)).toEqual(['Prema Desam', 'ప్రేమ కథ', 'Premante Idera']);
  });

  it('tells scripts apart', () => {
    expect(isLatinText('prema 2')).toBe(true);
    expect(isLatinText('2024')).toBe(false);
    expect(isLatinText('ప్రేమ')).toBe(false);
    expect(hasNonLatinLetters('Prema ప్రేమ')).toBe(true);
    expect(hasNonLatinLetters('Prema 2')).toBe(false);
  });

  it('puts a video in a chip category by id, category list or name', () => {
    const chip = { id: 3, name: 'Comedy' };
    const base = { category_id: 1, category: 1, category_name: 'Movies', categories: [{ id: 1, name: 'Movies' }] };
    expect(isInCategory(base, chip)).toBe(false);
    expect(isInCategory({ ...base, category_id: 3 }, chip)).toBe(true);
    expect(isInCategory({ ...base, categories: [{ id: 3, name: 'Comedy' }] }, chip)).toBe(true);
    expect(isInCategory({ ...base, category_id: null, category: null, category_name: 'comedy' }, chip)).toBe(true);
  });
});
