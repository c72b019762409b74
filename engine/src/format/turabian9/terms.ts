/** Turabian 9's words: the labels of citation locations (CMOS 10.43, 14.148-14.156). */
import { LOCATION_TYPES } from '../../model/location.js';
import type { LocationTerms } from '../location-text.js';

export const TURABIAN_LOCATIONS: LocationTerms = {
  labels: {
    [LOCATION_TYPES.PARAGRAPH]: ['para.', 'paras.'],
    [LOCATION_TYPES.CHAPTER]: ['chap.', 'chaps.'],
    [LOCATION_TYPES.SECTION]: ['sec.', 'secs.'],
    [LOCATION_TYPES.TABLE]: ['table', 'tables'],
    [LOCATION_TYPES.FIGURE]: ['fig.', 'figs.'],
  },
  pageRange: 'cmos',
  verse: ':',
  time: 'short',
};
