/** The import screens: children of /my-reference-library (paths from LIBRARY_PATHS). */
import type { RouteObject } from 'react-router';
import { LIBRARY_PATHS } from '../../app/paths';
import { BibFileStep } from './bib-file-step';
import { BibFinalStep, BibReviewStep, BibSelectTypeStep } from './bib-reference-steps';
import { ConvertStep1, ConvertStep2 } from './convert-steps';
import { LookupResultsStep } from './lookup-results-step';
import { LookupConfirmStep, LookupReviewStep } from './lookup-review-step';

export const importRoutes: RouteObject[] = [
  { path: LIBRARY_PATHS.CreateStep2ThirdParty, element: <LookupResultsStep /> },
  { path: LIBRARY_PATHS.CreateStep3ThirdParty, element: <LookupReviewStep /> },
  { path: LIBRARY_PATHS.CreateStep4ThirdParty, element: <LookupConfirmStep /> },
  { path: LIBRARY_PATHS.ImportFromBibStep1, element: <BibFileStep /> },
  { path: LIBRARY_PATHS.ImportFromBibStep2SelectType, element: <BibSelectTypeStep /> },
  { path: LIBRARY_PATHS.ImportFromBibStep2Matched, element: <BibReviewStep /> },
  { path: LIBRARY_PATHS.ImportFromBibStep3Final, element: <BibFinalStep /> },
  { path: LIBRARY_PATHS.ConvertReference, element: <ConvertStep1 /> },
  { path: LIBRARY_PATHS.ConvertReference2, element: <ConvertStep2 /> },
];
