/** The browser editor's route: the paper beside the task pane. */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { EditorPage } from './editor-page';

export const editorRoutes: RouteObject[] = [{ path: PATHS.Paper, element: <EditorPage /> }];
