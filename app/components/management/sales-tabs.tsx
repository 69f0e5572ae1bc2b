import { useActionData } from "@remix-run/react";
import type { SalesDashboardData } from "../../server/sales-dashboard.server";
import { SalesDashboard } from "../growth/sales/dashboard";

const errorOf = (answer: unknown) => (answer && typeof answer === "object" && "error" in answer && typeof answer.error === "string" ? answer.error : undefined);

/** 'Sales Dashboard' tab: the admin sales dashboard, its menu links staying in this tab. */
export function SalesDashboardTab({ data }: { data: unknown }) {
  const error = errorOf(useActionData());
  return <SalesDashboard data={data as SalesDashboardData} path="/admin/management" keep={{ tab: "sales-dashboard" }} error={error} />;
}

/** 'Sales Input' tab: the weekly form alone. */
export function SalesInputTab({ data }: { data: unknown }) {
  const error = errorOf(useActionData());
  return <SalesDashboard data={data as SalesDashboardData} path="/admin/management" keep={{ tab: "sales-input" }} menu={false} error={error} />;
}
