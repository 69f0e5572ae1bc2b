import { useActionData } from "@remix-run/react";

import type { loader as salesDashboardTabLoader } from "../../routes/admin.management.sales-dashboard";
import type { loader as salesInputTabLoader } from "../../routes/admin.management.sales-input";
import { SalesDashboard } from "../growth/sales/dashboard";
import type { TabViewProps } from "./tabs";

const errorOf = (answer: unknown) =>
  answer && typeof answer === "object" && "error" in answer && typeof answer.error === "string"
    ? answer.error
    : undefined;

/** 'Sales Dashboard' tab: the admin sales dashboard, its menu links staying in this tab. */
export function SalesDashboardTab({ data }: TabViewProps<typeof salesDashboardTabLoader>) {
  const error = errorOf(useActionData());
  return <SalesDashboard data={data} path="/admin/management/sales-dashboard" error={error} />;
}

/** 'Sales Input' tab: the weekly form alone. */
export function SalesInputTab({ data }: TabViewProps<typeof salesInputTabLoader>) {
  const error = errorOf(useActionData());
  return <SalesDashboard data={data} path="/admin/management/sales-input" menu={false} error={error} />;
}
