// `@remix-run/router` with a remembered `matchRoutes` (wrangler.toml [alias]). Remix matches
// the URL against the whole route tree on every request and React Router again while
// rendering; each match flattens and ranks all routes first. The matches per (tree, path,
// basename) are kept (bounded). The static handler's own matching is internal to the library
// and is remembered by the patch in patches/ (docs/decisions/027-route-matching-once.md).
// Everything else is the library itself, imported by path so the alias does not point back here.
import { matchRoutes as matchRoutesUncached } from "../node_modules/@remix-run/router/dist/router.js";

export * from "../node_modules/@remix-run/router/dist/router.js";

const PATHS_PER_TREE = 500;

/**
 * A route tree's remembered matches. React Router's server render builds a new tree of the
 * same routes for every request, so trees are also recognised by their shape (ids, paths,
 * nesting): the matches of one are valid for the other once each match's route is swapped for
 * the route with the same id in the tree asked about.
 */
const byTree = new WeakMap();
const byShape = new Map();

function treeOf(routes) {
  let tree = byTree.get(routes);
  if (tree) return tree;
  const routeById = new Map();
  const shape = shapeOf(routes, routeById);
  let matches = shape === null ? undefined : byShape.get(shape);
  if (!matches) {
    matches = new Map();
    if (shape !== null) {
      if (byShape.size >= 16) byShape.clear();
      byShape.set(shape, matches);
    }
  }
  tree = { matches, routeById: shape === null ? null : routeById };
  byTree.set(routes, tree);
  return tree;
}

/** The tree's shape as a string, or null when a route has no id (then only the same tree object is recognised). */
function shapeOf(routes, routeById) {
  let shape = "";
  for (const route of routes) {
    if (typeof route.id !== "string") return null;
    routeById.set(route.id, route);
    shape += `${route.id}\u0001${route.path ?? ""}\u0001${route.index ? 1 : 0}${route.caseSensitive ? 1 : 0}`;
    if (route.children?.length) {
      const children = shapeOf(route.children, routeById);
      if (children === null) return null;
      shape += `[${children}]`;
    }
    shape += "\u0002";
  }
  return shape;
}

export function matchRoutes(routes, locationArg, basename = "/") {
  // Only the pathname takes part in matching; a location object without a string path is not remembered.
  const path = typeof locationArg === "string" ? locationArg.split(/[?#]/)[0] : locationArg?.pathname;
  if (typeof path !== "string" || !Array.isArray(routes)) return matchRoutesUncached(routes, locationArg, basename);
  const tree = treeOf(routes);
  const key = `${basename}\u0001${path}`;
  let matches = tree.matches.get(key);
  if (matches === undefined) {
    matches = matchRoutesUncached(routes, locationArg, basename);
    if (tree.matches.size >= PATHS_PER_TREE) tree.matches.delete(tree.matches.keys().next().value);
    tree.matches.set(key, matches);
  }
  return copy(matches, tree.routeById);
}

/** Fresh match objects (and params) per call, on this tree's routes: callers may add to them. */
function copy(matches, routeById) {
  return matches
    ? matches.map((m) => ({ ...m, params: { ...m.params }, route: routeById?.get(m.route.id) ?? m.route }))
    : matches;
}
