/** The import screens: children of /my-reference-library (paths from LIBRARY_PATHS), loaded when opened. */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { LIBRARY_PATHS } from '../../app/paths';
import { IMPORT_PATHS } from './paths';

const lookupReview = () => import('./lookup-review-step');
const bibSteps = () => import('./bib-reference-steps');
const convertSteps = () => import('./convert-steps');

export const importRoutes: RouteObject[] = [
  { path: IMPORT_PATHS.CreateStep2ThirdParty, ...lazyScreen(() => import('./lookup-results-step'), (m) => <m.LookupResultsStep />) },
  { path: IMPORT_PATHS.CreateStep3ThirdParty, ...lazyScreen(lookupReview, (m) => <m.LookupReviewStep />) },
  { path: IMPORT_PATHS.CreateStep4ThirdParty, ...lazyScreen(lookupReview, (m) => <m.LookupConfirmStep />) },
  { path: IMPORT_PATHS.ImportFromBibStep1, ...lazyScreen(() => import('./bib-file-step'), (m) => <m.BibFileStep />) },
  { path: IMPORT_PATHS.ImportFromBibStep2SelectType, ...lazyScreen(bibSteps, (m) => <m.BibSelectTypeStep />) },
  { path: IMPORT_PATHS.ImportFromBibStep2Matched, ...lazyScreen(bibSteps, (m) => <m.BibReviewStep />) },
  { path: IMPORT_PATHS.ImportFromBibStep3Final, ...lazyScreen(bibSteps, (m) => <m.BibFinalStep />) },
  { path: LIBRARY_PATHS.ConvertReference, ...lazyScreen(convertSteps, (m) => <m.ConvertStep1 />) },
  { path: IMPORT_PATHS.ConvertReference2, ...lazyScreen(convertSteps, (m) => <m.ConvertStep2 />) },
];
