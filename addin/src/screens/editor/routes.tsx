/** The browser editor's route: the paper beside the task pane (its own chunk: TipTap, ProseMirror and the pane). */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { PATHS } from '../../app/paths';

export const editorRoutes: RouteObject[] = [{ path: PATHS.Paper, ...lazyScreen(() => import('./editor-page'), (m) => <m.EditorPage />) }];
