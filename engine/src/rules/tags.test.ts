import { describe, expect, it } from 'vitest';
import { cleanTags, parseTags } from './tags.js';

describe('tags', () => {
  it('splits on commas and trims each tag', () => {
    expect(parseTags(' history ,  WWII,primary source ')).toEqual(['history', 'WWII', 'primary source']);
  });

  it('drops empty tags', () => {
    expect(parseTags('a,, ,b,')).toEqual(['a', 'b']);
  });

  it('drops duplicates case-insensitively, keeping the first spelling', () => {
    expect(parseTags('WWII, history, wwii, History, HISTORY')).toEqual(['WWII', 'history']);
  });

  it('collapses runs of spaces inside a tag, so they do not make a second copy', () => {
    expect(parseTags('primary   source, primary source')).toEqual(['primary source']);
  });

  it('re-joins cleaned tags with a comma and a space', () => {
    expect(cleanTags('history,WWII , wwii,,')).toBe('history, WWII');
  });

  it('gives nothing for blank or missing text', () => {
    expect(parseTags('')).toEqual([]);
    expect(cleanTags('  , ,')).toBe('');
    expect(cleanTags(undefined)).toBe('');
    expect(parseTags(null)).toEqual([]);
  });
});
