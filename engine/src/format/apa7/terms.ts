/** APA 7's words: the labels of citation locations (APA 8.13, 8.28). */
import { LOCATION_TYPES } from '../../model/location.js';
import type { LocationTerms } from '../location-text.js';

export const APA_LOCATIONS: LocationTerms = {
  labels: {
    [LOCATION_TYPES.PAGE]: ['p.', 'pp.'],
    [LOCATION_TYPES.PARAGRAPH]: ['para.', 'paras.'],
    [LOCATION_TYPES.CHAPTER]: ['Chapter', 'Chapters'],
    [LOCATION_TYPES.SECTION]: ['Section', 'Sections'],
    [LOCATION_TYPES.TABLE]: ['Table', 'Tables'],
    [LOCATION_TYPES.FIGURE]: ['Figure', 'Figures'],
  },
  pageRange: 'full',
  verse: ':',
  time: 'short',
};
