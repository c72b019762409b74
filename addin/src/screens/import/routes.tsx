/** The import screens: children of /my-reference-library (paths from LIBRARY_PATHS). */
import type { RouteObject } from 'react-router';
import { LIBRARY_PATHS } from '../../app/paths';
import { BibFileStep } from './bib-file-step';
import { BibFinalStep, BibReviewStep, BibSelectTypeStep } from './bib-reference-steps';
import { ConvertStep1, ConvertStep2 } from './convert-steps';
import { LookupResultsStep } from './lookup-results-step';
import { LookupConfirmStep, LookupReviewStep } from './lookup-review-step';
import { IMPORT_PATHS } from './paths';

export const importRoutes: RouteObject[] = [
  { path: IMPORT_PATHS.CreateStep2ThirdParty, element: <LookupResultsStep /> },
  { path: IMPORT_PATHS.CreateStep3ThirdParty, element: <LookupReviewStep /> },
  { path: IMPORT_PATHS.CreateStep4ThirdParty, element: <LookupConfirmStep /> },
  { path: IMPORT_PATHS.ImportFromBibStep1, element: <BibFileStep /> },
  { path: IMPORT_PATHS.ImportFromBibStep2SelectType, element: <BibSelectTypeStep /> },
  { path: IMPORT_PATHS.ImportFromBibStep2Matched, element: <BibReviewStep /> },
  { path: IMPORT_PATHS.ImportFromBibStep3Final, element: <BibFinalStep /> },
  { path: LIBRARY_PATHS.ConvertReference, element: <ConvertStep1 /> },
  { path: IMPORT_PATHS.ConvertReference2, element: <ConvertStep2 /> },
];
