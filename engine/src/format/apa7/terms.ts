/** APA 7's words: role labels (APA 9.10-9.11), location labels (APA 8.13, 8.28), months, "n.d.", "et al.". */
import { MONTH_NAMES } from '../../model/partial-date.js';
import { LOCATION_TYPES } from '../../model/location.js';
import type { StyleTerms } from '../terms.js';

export const APA_TERMS: StyleTerms & { noDate: string } = {
  locations: {
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
  },
  /** Role labels in the author position and after editors' names: "(Director)", "(Eds.)". */
  roleLabels: {
    editor: ['Ed.', 'Eds.'],
    director: ['Director', 'Directors'],
    producer: ['Producer', 'Producers'],
    'executive-producer': ['Executive Producer', 'Executive Producers'],
    'script-writer': ['Writer', 'Writers'],
    'series-creator': ['Creator', 'Creators'],
    host: ['Host', 'Hosts'],
    performer: ['Performer', 'Performers'],
    composer: ['Composer', 'Composers'],
    chair: ['Chair', 'Chairs'],
    organizer: ['Organizer', 'Organizers'],
    translator: ['Trans.', 'Trans.'],
    narrator: ['Narr.', 'Narrs.'],
  },
  months: MONTH_NAMES,
  noDate: 'n.d.',
  etAl: 'et al.',
};
