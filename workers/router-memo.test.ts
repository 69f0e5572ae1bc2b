import { describe, expect, it } from "vitest";
import { matchRoutes as matchRoutesUncached } from "@remix-run/router";
import { createStaticHandler, matchRoutes } from "./router-memo.js";

type Route = { id: string; path?: string; index?: boolean; children?: Route[]; loader?: () => null };
const tree = (): Route[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "public", path: "public/:slug", children: [{ id: "timeline", path: "timeline" }, { id: "landing", index: true }] },
      { id: "login", path: "admin/login" },
      { id: "splat", path: "*" },
    ],
  },
];
const ids = (matches: { route: { id: string } }[] | null) => matches?.map((m) => m.route.id) ?? null;

describe("the Worker's remembered route matching", () => {
  it("answers as React Router does, for every kind of path", () => {
    const routes = tree();
    for (const path of ["/", "/public/demo", "/public/demo/timeline", "/admin/login", "/nope/deep", "/public/acme/timeline?x=1"]) {
      for (let i = 0; i < 2; i++) expect(matchRoutes(routes, path)).toEqual(matchRoutesUncached(routes as never, path));
    }
    expect(ids(matchRoutes(routes, "/public/acme/timeline"))).toEqual(["root", "public", "timeline"]);
    expect(matchRoutes(routes, "/public/acme/timeline")[1].params).toEqual({ slug: "acme" });
  });

  it("gives fresh match objects: what one caller adds is not seen by the next", () => {
    const routes = tree();
    const first = matchRoutes(routes, "/public/demo");
    first[1].params.slug = "changed";
    first.push({ route: { id: "extra" } });
    expect(matchRoutes(routes, "/public/demo")[1].params.slug).toBe("demo");
    expect(ids(matchRoutes(routes, "/public/demo"))).toEqual(["root", "public", "landing"]);
  });

  it("reuses matches for a new tree of the same shape, on that tree's own route objects", () => {
    matchRoutes(tree(), "/admin/login");
    const second = tree();
    const matches = matchRoutes(second, "/admin/login");
    expect(matches[1].route).toBe(second[0].children![2]);
    expect(matches[0].route).toBe(second[0]);
  });

  it("does not mix up trees of another shape", () => {
    matchRoutes(tree(), "/admin/login");
    const moved = tree();
    moved[0].children![2].path = "admin/sign-in";
    expect(ids(matchRoutes(moved, "/admin/login"))).toEqual(["root", "splat"]);
    expect(ids(matchRoutes(moved, "/admin/sign-in"))).toEqual(["root", "login"]);
  });
});

describe("the static handler (patched to rank its routes once)", () => {
  it("matches each request's path, the same path again and another one after it", async () => {
    const loader = () => null;
    const routes = tree().map(function withLoaders(r: Route): Route {
      return { ...r, loader, children: r.children?.map(withLoaders) };
    });
    const handler = createStaticHandler(routes as never);
    const routeIds = async (path: string) => ((await handler.query(new Request(`http://x${path}`))) as { matches: { route: { id: string } }[] }).matches.map((m) => m.route.id);
    expect(await routeIds("/public/demo/timeline")).toEqual(["root", "public", "timeline"]);
    expect(await routeIds("/public/demo/timeline")).toEqual(["root", "public", "timeline"]);
    expect(await routeIds("/admin/login")).toEqual(["root", "login"]);
    const context = (await handler.query(new Request("http://x/public/acme"))) as { matches: { params: Record<string, string> }[] };
    expect(context.matches[1].params).toEqual({ slug: "acme" });
    context.matches[1].params.slug = "changed";
    const again = (await handler.query(new Request("http://x/public/acme"))) as { matches: { params: Record<string, string> }[] };
    expect(again.matches[1].params).toEqual({ slug: "acme" });
  });
});
