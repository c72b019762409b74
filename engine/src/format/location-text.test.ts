import { describe, expect, it } from 'vitest';
import { locationText } from './location-text.js';
import { MLA_TERMS } from './mla9/terms.js';
import { LOCATION_TYPES } from '../model/location.js';

describe('citation locations', () => {
  it('writes act, scene and line with periods and a range of lines with an en dash (MLA 6.22)', () => {
    expect(locationText({ type: LOCATION_TYPES.ACT_SCENE_LINE, value: '1/5/35-36' }, MLA_TERMS.locations)).toBe('1.5.35–36');
    expect(locationText({ type: LOCATION_TYPES.ACT_SCENE_LINE, value: '3/1/56' }, MLA_TERMS.locations)).toBe('3.1.56');
  });

  it('shortens a page range by the style\'s rule and labels a paragraph range in the plural', () => {
    expect(locationText({ type: LOCATION_TYPES.PAGE, value: '212-225' }, MLA_TERMS.locations)).toBe('212–25');
    expect(locationText({ type: LOCATION_TYPES.PARAGRAPH, value: '8-10' }, MLA_TERMS.locations)).toBe('pars. 8–10');
  });
});
