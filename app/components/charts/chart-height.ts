export const SALES_CHART_HEIGHT = "h-[300px]";
