/**
 * The papers area (DESIGN.md "Papers", purchase-and-paper-creation §2): My Papers, the create landing, every
 * creator at the engine's path (a drawer opened without a format gets APA 7), create-other and its old paths, and
 * the success screen. Each screen is loaded when opened.
 */
import { Navigate, type RouteObject } from 'react-router';
import { creatorPath, paperCreators } from '@ibid/engine/paper';
import { lazyScreen } from '../../app/lazy-screen';
import { OLD_CREATION_PATHS, PATHS } from '../../app/paths';

const FORMAT_PARAMETER = '/:paperFormatUrl';

const createPaper = () => import('./create-paper-screen');

export const papersRoutes: RouteObject[] = [
  { path: PATHS.MyPapers, ...lazyScreen(() => import('./my-papers-screen'), (m) => <m.MyPapersScreen />) },
  { path: PATHS.DocumentCreateLanding, ...lazyScreen(() => import('./document-create-landing-screen'), (m) => <m.DocumentCreateLandingScreen />) },
  { path: PATHS.DocumentCreateSuccess, ...lazyScreen(() => import('./document-create-success-screen'), (m) => <m.DocumentCreateSuccessScreen />) },
  { path: PATHS.CreateOther, ...lazyScreen(() => import('./create-other-screen'), (m) => <m.CreateOtherScreen />) },
  ...Object.entries(OLD_CREATION_PATHS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
  ...paperCreators.flatMap((creator) => [
    { path: creator.path, ...lazyScreen(createPaper, (m) => <m.CreatePaperRoute key={creator.id} creatorId={creator.id} />) },
    ...(creator.path.endsWith(FORMAT_PARAMETER)
      ? [{ path: creator.path.slice(0, -FORMAT_PARAMETER.length), element: <Navigate to={creatorPath(creator, 'apa7')} replace /> }]
      : []),
  ]),
];
