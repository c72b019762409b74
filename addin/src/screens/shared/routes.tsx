/** The shared screens' routes. */
import type { RouteObject } from 'react-router';

export const sharedRoutes: RouteObject[] = [];
