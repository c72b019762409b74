/** The reference screens: children of /my-reference-library (paths from LIBRARY_PATHS). */
import type { RouteObject } from 'react-router';

export const referenceRoutes: RouteObject[] = [];
