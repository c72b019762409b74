/** MLA 9's words: role labels and contributor phrases (MLA 5.2x), location labels (6.21-6.24), abbreviated months. */
import { LOCATION_TYPES } from '../../model/location.js';
import type { RolePhrases, StyleTerms } from '../terms.js';

export const MLA_TERMS: StyleTerms & { rolePhrases: RolePhrases } = {
  locations: {
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
  },
  /** Role labels after a name in the author position: "Broad, Robin, editor." */
  roleLabels: {
    editor: ['editor', 'editors'],
    translator: ['translator', 'translators'],
    performer: ['performer', 'performers'],
    composer: ['composer', 'composers'],
    host: ['host', 'hosts'],
    director: ['director', 'directors'],
  },
  /** How other contributors are introduced inside a container: "edited by", "translated by", "directed by". */
  rolePhrases: {
    editor: 'edited by',
    translator: 'translated by',
    director: 'directed by',
    narrator: 'narrated by',
    illustrator: 'illustrated by',
    performer: 'performance by',
    host: 'hosted by',
    'executive-producer': 'produced by',
    producer: 'produced by',
    'script-writer': 'written by',
    composer: 'composed by',
    interviewer: 'interview by',
    'container-author': 'by',
    'series-creator': 'created by',
    recipient: 'received by',
  },
  /** MLA abbreviates months longer than four letters (2.90). */
  months: ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'],
  etAl: 'et al.',
};
