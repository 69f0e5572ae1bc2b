// `@remix-run/router` with a remembered `matchRoutes` (wrangler.toml [alias]). Remix matches
// the URL against the whole route tree on every request and React Router again while
// rendering; each match flattens and ranks all routes first. The route tree never changes in
// an isolate, so the matches per (routes, path, basename) are kept (bounded). Everything else
// is the library itself, imported by path so the alias does not point back here.
import { matchRoutes as matchRoutesUncached } from "../node_modules/@remix-run/router/dist/router.js";

export * from "../node_modules/@remix-run/router/dist/router.js";

const PATHS_PER_TREE = 500;
const byTree = new WeakMap();

export function matchRoutes(routes, locationArg, basename = "/") {
  // Only the pathname takes part in matching; a location object without a string path is not remembered.
  const path = typeof locationArg === "string" ? locationArg.split(/[?#]/)[0] : locationArg?.pathname;
  if (typeof path !== "string" || !Array.isArray(routes)) return matchRoutesUncached(routes, locationArg, basename);
  let tree = byTree.get(routes);
  if (!tree) {
    tree = new Map();
    byTree.set(routes, tree);
  }
  const key = `${basename}\u0001${path}`;
  if (tree.has(key)) return copy(tree.get(key));
  const matches = matchRoutesUncached(routes, locationArg, basename);
  tree.set(key, matches);
  if (tree.size > PATHS_PER_TREE) tree.delete(tree.keys().next().value);
  return copy(matches);
}

/** Fresh match objects (and params) per call: callers may add to them. */
function copy(matches) {
  return matches ? matches.map((m) => ({ ...m, params: { ...m.params } })) : matches;
}
