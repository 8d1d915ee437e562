import type { ForecastRequest } from "@rightsdesk/domain";

/**
 * Query keys of money ahead, widest first. A decision releases or takes back payments, and a new
 * rate card figure reprices them, so both refresh `all`: the forecast and the decisions together.
 */
export const forecastKeys = {
  all: ["forecast"] as const,
  answer: (request: ForecastRequest) => [...forecastKeys.all, "answer", request] as const,
  decisions: () => [...forecastKeys.all, "decisions"] as const,
  owners: () => ["forecast-todo-owners"] as const,
};
