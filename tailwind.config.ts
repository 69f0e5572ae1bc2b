import type { Config } from "tailwindcss";
import colors from "tailwindcss/colors";

/** Colours the finance and sales charts (app/components/charts) pass to tremor; tremor builds their class names at runtime. */
const CHART_COLORS = ["blue", "emerald", "violet", "amber", "cyan", "rose", "indigo", "lime"];

export default {
  content: [
    "./app/**/*.{ts,tsx}",
    // Only the tremor pieces the charts use (keeps the shared stylesheet small).
    "./node_modules/@tremor/react/dist/components/chart-elements/{LineChart,BarChart,DonutChart,common}/*.js",
    "./node_modules/@tremor/react/dist/components/text-elements/Legend/*.js",
  ],
  theme: {
    extend: {
      colors: {
        tremor: {
          brand: {
            faint: colors.blue[50],
            muted: colors.blue[200],
            subtle: colors.blue[400],
            DEFAULT: colors.blue[500],
            emphasis: colors.blue[700],
            inverted: colors.white,
          },
          background: {
            muted: colors.gray[50],
            subtle: colors.gray[100],
            DEFAULT: colors.white,
            emphasis: colors.gray[700],
          },
          border: { DEFAULT: colors.gray[200] },
          ring: { DEFAULT: colors.gray[200] },
          content: {
            subtle: colors.gray[400],
            DEFAULT: colors.gray[500],
            emphasis: colors.gray[700],
            strong: colors.gray[900],
            inverted: colors.white,
          },
        },
      },
      boxShadow: {
        "tremor-input": "0 1px 2px 0 rgb(0 0 0 / 0.05)",
        "tremor-card": "0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)",
        "tremor-dropdown": "0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)",
      },
      borderRadius: { "tremor-small": "0.375rem", "tremor-default": "0.5rem", "tremor-full": "9999px" },
      fontSize: {
        "tremor-label": ["0.75rem", { lineHeight: "1rem" }],
        "tremor-default": ["0.875rem", { lineHeight: "1.25rem" }],
        "tremor-title": ["1.125rem", { lineHeight: "1.75rem" }],
        "tremor-metric": ["1.875rem", { lineHeight: "2.25rem" }],
      },
    },
  },
  safelist: CHART_COLORS.flatMap((c) => [`bg-${c}-500`, `fill-${c}-500`, `stroke-${c}-500`, `text-${c}-500`]),
  plugins: [],
} satisfies Config;
