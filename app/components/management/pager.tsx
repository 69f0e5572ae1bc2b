import { Link } from "@remix-run/react";

import { PANEL_TEXTS } from "../../copy/admin/panel-texts";
import type { Paging } from "../../domain/admin/paging";

const T = PANEL_TEXTS.pager;

/** Previous / next links of a paged list (plain links: they work without JavaScript); `href` keeps the list's other parameters. */
export function Pager({ paging, href }: { paging: Paging; href: (page: number) => string }) {
  if (paging.pages <= 1) return null;
  const link = "rounded-md border px-3 py-1 text-sm hover:bg-gray-50";
  return (
    <nav aria-label={T.label} className="mt-4 flex flex-wrap items-center gap-3 text-sm" data-testid="pager">
      {paging.page > 1 ? (
        <Link to={href(paging.page - 1)} rel="prev" className={link} preventScrollReset>
          {T.previous}
        </Link>
      ) : null}
      <span className="text-gray-600">{T.position(paging.page, paging.pages, paging.total)}</span>
      {paging.page < paging.pages ? (
        <Link to={href(paging.page + 1)} rel="next" className={link} preventScrollReset>
          {T.next}
        </Link>
      ) : null}
    </nav>
  );
}
