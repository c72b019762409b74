/** The settings screens' routes. */
import type { RouteObject } from 'react-router';

export const settingsRoutes: RouteObject[] = [];
