import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { RecordSectionList, SectionCalls } from "../../../ui/records/record-section";
import type { DocumentCalls } from "../../documents/lib/document-calls";
import { contractKeys } from "./contract-keys";

/** Bank secrets arrive masked by the server for everyone: the panel says so. */
const maskedSections = new Set(["Bank", "AgentRepresentation"]);

/** The items of one section of a contract (`POST /Contract/{section}/GetAll/{ownerId}`). */
export async function fetchContractSectionItems(
  contractId: number,
  section: string,
): Promise<RecordSectionList> {
  const answer = await api.listContractSectionItems({ params: { section, ownerId: contractId } });
  return { records: answer.records, sensitive: maskedSections.has(section) ? "masked" : "full" };
}

export function contractSectionItemsQueryOptions(contractId: number, section: string) {
  return queryOptions({
    queryKey: contractKeys.sections(contractId, section),
    queryFn: () => fetchContractSectionItems(contractId, section),
  });
}

/** A contract section's calls for the shared section panel; a change refreshes the contract (completeness). */
export function useContractSectionCalls(contractId: number, section: string): SectionCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: contractKeys.sections(contractId, section),
      list: () => fetchContractSectionItems(contractId, section),
      add: (data) => api.addContractSectionItem({ params: { section, ownerId: contractId }, body: { data } }),
      update: (itemId, data, version) =>
        api.updateContractSectionItem({ params: { section, itemId }, body: { data, version } }),
      remove: (itemId) => api.deleteContractSectionItem({ params: { section, itemId } }),
      onChanged: () => queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractId) }),
    }),
    [contractId, section, queryClient],
  );
}

/** The contract's calls for the shared documents tab (`/Contract/Document/...`). */
export function useContractDocumentCalls(contractId: number): DocumentCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: contractKeys.documents(contractId),
      list: () => api.listContractDocuments({ params: { contractId } }),
      save: (body) => api.saveContractDocument({ params: { contractId }, body }),
      remove: (documentId) => api.deleteContractDocument({ params: { documentId } }),
      download: (documentId) => api.downloadContractDocument({ params: { documentId } }),
      onChanged: () => queryClient.invalidateQueries({ queryKey: contractKeys.logs(contractId) }),
    }),
    [contractId, queryClient],
  );
}
