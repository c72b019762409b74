/** Chicago's numbers and citation locations: page ranges by CMOS 9.64 ("321–28"), a note's location ("45", "chap. 3"). */
import type { CitationLocation } from '../../model/location.js';
import type { Pages } from '../../model/page-range.js';
import { locationText } from '../location-text.js';
import { pagesText } from '../page-ranges.js';
import { TURABIAN_TERMS } from './terms.js';

/** A reference's pages: "67–83", "580–91", "S1–S9, 22". */
export const chicagoPages = (pages: Pages): string => pagesText(pages, TURABIAN_TERMS.locations.pageRange);

/** Where a note points; undefined for "not a direct quote" and blank values. */
export const chicagoLocation = (location: CitationLocation | undefined): string | undefined => locationText(location, TURABIAN_TERMS.locations);
