/** Turabian 9's words: role labels and phrases (CMOS 14.103-14.109), location labels (CMOS 10.43, 14.148-14.156), months, "n.d.", "et al.". */
import { MONTH_NAMES } from '../../model/partial-date.js';
import { LOCATION_TYPES } from '../../model/location.js';
import type { RolePhrases, StyleTerms } from '../terms.js';

export const TURABIAN_TERMS: StyleTerms & { noDate: string; rolePhrases: RolePhrases; noteRolePhrases: RolePhrases } = {
  locations: {
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
  },
  /** The label after names in the author position: "D’Agata, John, ed.", "Jordan, Neil, dir."; singular, plural. */
  roleLabels: {
    editor: ['ed.', 'eds.'],
    translator: ['trans.', 'trans.'],
    compiler: ['comp.', 'comps.'],
    director: ['dir.', 'dirs.'],
    producer: ['prod.', 'prods.'],
    'executive-producer': ['exec. prod.', 'exec. prods.'],
    host: ['host', 'hosts'],
    performer: ['performer', 'performers'],
    'script-writer': ['writer', 'writers'],
    'series-creator': ['creator', 'creators'],
    chair: ['chair', 'chairs'],
    organizer: ['organizer', 'organizers'],
  },
  /** How a role is named after a title in the bibliography ("Edited by X") ... */
  rolePhrases: {
    editor: 'edited by',
    compiler: 'compiled by',
    translator: 'translated by',
    illustrator: 'illustrated by',
    narrator: 'read by',
    director: 'directed by',
    'script-writer': 'written by',
    'series-creator': 'created by',
    producer: 'produced by',
    'executive-producer': 'executive produced by',
    performer: 'performed by',
    host: 'hosted by',
    interviewer: 'interview by',
    composer: 'composed by',
    'reviewed-author': 'by',
  },
  /** ... and in notes where they differ there, abbreviated ("ed. X", "trans. Y"). */
  noteRolePhrases: {
    editor: 'ed.',
    compiler: 'comp.',
    translator: 'trans.',
    illustrator: 'illus.',
  },
  months: MONTH_NAMES,
  noDate: 'n.d.',
  etAl: 'et al.',
};
