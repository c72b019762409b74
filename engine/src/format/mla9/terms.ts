/** MLA 9's words: the labels of citation locations (MLA 6.21-6.24). */
import { LOCATION_TYPES } from '../../model/location.js';
import type { LocationTerms } from '../location-text.js';

export const MLA_LOCATIONS: LocationTerms = {
  labels: {
    [LOCATION_TYPES.PARAGRAPH]: ['par.', 'pars.'],
    [LOCATION_TYPES.CHAPTER]: ['ch.', 'chs.'],
    [LOCATION_TYPES.SECTION]: ['sec.', 'secs.'],
    [LOCATION_TYPES.TABLE]: ['table', 'tables'],
    [LOCATION_TYPES.FIGURE]: ['fig.', 'figs.'],
  },
  pageRange: 'mla',
  verse: '.',
  time: 'full',
};
