import type { RateCardEntryInput } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { forecastRefreshKey, rateCardKeys } from "./rate-card-keys";

/** Every figure, shipped and the client's, with the shipped rows that have none (`GET /RateCard`). */
export function rateCardQueryOptions() {
  return queryOptions({ queryKey: rateCardKeys.card(), queryFn: () => api.getRateCard({ query: {} }) });
}

/** After any change the card and the forecast it prices are read again. */
function useRateCardChange<TInput, TAnswer>(change: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { errorHandling: "local" },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rateCardKeys.all }),
        queryClient.invalidateQueries({ queryKey: forecastRefreshKey }),
      ]),
  });
}

/** Adds a client version of a figure; the server refuses one that overlaps another version. */
export function useAddRateCardEntry() {
  return useRateCardChange((body: RateCardEntryInput) => api.addRateCardEntry({ body }));
}

/** Changes a client version with the version number read, so a newer save is never lost. */
export function useUpdateRateCardEntry() {
  return useRateCardChange(
    ({ id, body, version }: { id: string; body: RateCardEntryInput; version: number }) =>
      api.updateRateCardEntry({ params: { id: Number(id) }, body: { ...body, version } }),
  );
}

/** Deletes a client version; what it priced falls back to the next figure. */
export function useDeleteRateCardEntry() {
  return useRateCardChange((id: string) => api.deleteRateCardEntry({ params: { id: Number(id) } }));
}

/** Adds the client versions of a CSV file: every row, or none with each bad cell named. */
export function useImportRateCard() {
  return useRateCardChange((file: File) => api.importRateCard({ files: [file] }));
}

/** The rate card as the CSV file the import reads. */
export function exportRateCard() {
  return api.exportRateCard({ query: {} });
}
