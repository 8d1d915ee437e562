import type { ForecastRequest, forecastExportFormats } from "@rightsdesk/domain";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { forecastKeys } from "./forecast-keys";

export type ForecastExportFormat = (typeof forecastExportFormats)[number];

/** Every payment keeping the spots on air needs in the window, priced, with the saving (`POST /Forecast`). */
export function forecastQueryOptions(request: ForecastRequest) {
  return queryOptions({
    queryKey: forecastKeys.answer(request),
    queryFn: () => api.getForecast({ body: request }),
  });
}

/** The same forecast as a file the server makes: XLSX, PDF or CSV. */
export function exportForecast(request: ForecastRequest, format: ForecastExportFormat) {
  return api.exportForecast({ body: { ...request, format } });
}
