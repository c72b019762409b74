/**
 * The papers area (DESIGN.md "Papers", purchase-and-paper-creation §2): My Papers, the create landing, every
 * creator at the engine's path (a drawer opened without a format gets APA 7), create-other and its old paths, and
 * the success screen.
 */
import { Navigate, type RouteObject } from 'react-router';
import { creatorPath, paperCreators } from '@ibid/engine/paper';
import { OLD_CREATION_PATHS, PATHS } from '../../app/paths';
import { CreateOtherScreen } from './create-other-screen';
import { CreatePaperRoute } from './create-paper-screen';
import { DocumentCreateLandingScreen } from './document-create-landing-screen';
import { DocumentCreateSuccessScreen } from './document-create-success-screen';
import { MyPapersScreen } from './my-papers-screen';

const FORMAT_PARAMETER = '/:paperFormatUrl';

export const papersRoutes: RouteObject[] = [
  { path: PATHS.MyPapers, element: <MyPapersScreen /> },
  { path: PATHS.DocumentCreateLanding, element: <DocumentCreateLandingScreen /> },
  { path: PATHS.DocumentCreateSuccess, element: <DocumentCreateSuccessScreen /> },
  { path: PATHS.CreateOther, element: <CreateOtherScreen /> },
  ...Object.entries(OLD_CREATION_PATHS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
  ...paperCreators.flatMap((creator) => [
    { path: creator.path, element: <CreatePaperRoute key={creator.id} creatorId={creator.id} /> },
    ...(creator.path.endsWith(FORMAT_PARAMETER)
      ? [{ path: creator.path.slice(0, -FORMAT_PARAMETER.length), element: <Navigate to={creatorPath(creator, 'apa7')} replace /> }]
      : []),
  ]),
];
