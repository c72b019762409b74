/** What the Word pane's screens share: office-js (WordHost's seam) and what start-up found (§4). */
import { createContext, useContext } from 'react';
import type { OfficeApis, WordStartup } from '../host/word';

export interface WordPane {
  apis: OfficeApis;
  startup: WordStartup;
}

export const WordPaneContext = createContext<WordPane | undefined>(undefined);

export function useWordPane(): WordPane {
  const pane = useContext(WordPaneContext);
  if (!pane) throw new Error('useWordPane outside the Word pane');
  return pane;
}
