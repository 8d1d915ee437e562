/**
 * Query keys of the rate card, widest first. Every change to a figure can change what prices a
 * payment, so a change refreshes the card and, through `forecastRefreshKey`, the forecast too.
 */
export const rateCardKeys = {
  all: ["rate-card"] as const,
  card: () => [...rateCardKeys.all, "card"] as const,
};

/** The forecast's widest key (features/forecast/api/forecast-keys.ts): a new figure reprices it. */
export const forecastRefreshKey = ["forecast"] as const;
