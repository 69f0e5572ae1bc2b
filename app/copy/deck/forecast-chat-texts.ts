/** The Excel forecast chat (docs/product.md#forecast-chat): English, like its page; quoted texts verbatim. */
import type { ChatErrorTexts } from "./chat-texts";

/** The forecast chat input's placeholder: its sheets are read (readiness.answerable), or no file is there yet. */
export const FORECAST_CHAT_PLACEHOLDERS = {
  ready: "Ask a question about the forecast...",
  noFile: "Upload an Excel forecast in the admin panel first",
} as const;

export const FORECAST_CHAT_TEXTS = {
  title: "Excel Forecast Chat",
  noFileTitle: "No Excel file available",
  noFileDescription: "Please upload an Excel forecast in the admin panel first.",
  noFileWarning: "No Excel forecast uploaded",
  errorTitle: "Error",
  errorDescription: "Failed to analyze financial data. Please try again.",
  statusTitle: "Forecast file",
  suggestionsTitle: "Suggested questions",
  download: "Download Forecast",
  back: "Back to Timeline",
  adminPanel: "Admin Panel",
  actionsLabel: "Forecast actions",
  refresh: "Refresh",
  unknownAction: "Unknown action",
} as const;

export const FORECAST_CHAT_ERRORS: ChatErrorTexts = {
  invalidTitle: FORECAST_CHAT_TEXTS.errorTitle,
  noDeck: { title: FORECAST_CHAT_TEXTS.noFileTitle, description: FORECAST_CHAT_TEXTS.noFileDescription },
  aiFailed: { title: FORECAST_CHAT_TEXTS.errorTitle, description: FORECAST_CHAT_TEXTS.errorDescription },
};

/** The forecast chat's card. */
export const FORECAST_CHAT_CARD_TEXTS = {
  title: FORECAST_CHAT_TEXTS.title,
  welcome:
    "Hello! Ask me about the revenue, costs, cash flow or growth in your Excel forecast: I answer from its sheets.",
  thinking: "Analyzing financial data...",
  send: "Send",
  sending: "Sending...",
  copy: "Copy",
  copied: "Copied",
  inputLabel: "Your question",
} as const;
