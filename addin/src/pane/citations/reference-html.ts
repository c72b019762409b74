/**
 * A library reference as the paper shows it: formatted in the paper's format, else its title. Apart from the library
 * rows (paper-library.ts), which need the type catalogue, so the pane's first screen loads no catalogue.
 */
import type { CurrentFormatId } from '@ibid/engine';
import type { LibraryReference } from '../../api/types';

export const referenceHtml = (ref: LibraryReference, format: CurrentFormatId): string => ref.values[format]?.value || ref.title;
