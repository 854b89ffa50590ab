import { useLocation } from 'react-router';
import { findRoute } from '../router/routeUtils.ts';
import { useRoutesList } from '../stores/routesList.ts';
import { currentArea } from '../utils/area.ts';

/** The area's menu routes and the route of the current URL. */
export function useAreaRoutes() {
  const location = useLocation();
  const area = useRoutesList((s) => s.area) ?? currentArea();
  const tree = useRoutesList((s) => s.routesList);
  const flat = useRoutesList((s) => s.flatRoutes);
  const current = findRoute(area, flat, location.pathname);
  return { area, tree, flat, current, location };
}
