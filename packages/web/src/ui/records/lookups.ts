import type {
  AssetSummary,
  CompanyMainType,
  ContractSummary,
  ElementSummary,
  ListQueryDraft,
  PersonKind,
} from "@rightsdesk/domain";
import { backgroundApi } from "../../lib/api-client";

/**
 * Where the reference pickers' answers live in the cache. Under each module's own key, so a new
 * company or person invalidates them with everything else of its module.
 */
export const lookupKeys = {
  assets: () => ["assets", "lookup"] as const,
  companies: () => ["companies", "lookup"] as const,
  people: () => ["people", "lookup"] as const,
  elements: () => ["elements", "lookup"] as const,
  contracts: () => ["contracts", "lookup"] as const,
};

/**
 * Companies whose names contain `search`, for a reference picker (`POST /Company/Lookup`). Asked
 * as the user types, so quietly: the global loader would flicker on every key.
 */
export function companyLookupQueryOptions(search: string, mainTypes: readonly CompanyMainType[] = []) {
  return {
    queryKey: [...lookupKeys.companies(), search, [...mainTypes].sort()] as const,
    queryFn: () => backgroundApi.lookupCompanies({ body: { search, mainTypes: [...mainTypes], limit: 20 } }),
    staleTime: 30_000,
  };
}

/** People whose names contain `search`, of the kinds given (`POST /People/Lookup`), quietly. */
export function personLookupQueryOptions(search: string, kinds: readonly PersonKind[] = []) {
  return {
    queryKey: [...lookupKeys.people(), search, [...kinds].sort()] as const,
    queryFn: () => backgroundApi.lookupPeople({ body: { search, kinds: [...kinds], limit: 20 } }),
    staleTime: 30_000,
  };
}

/**
 * Base assets whose Ad-ID or title contains `search` (`POST /Asset/GetBy`, which leaves edit
 * versions out, once for each), Ad-ID matches first, quietly.
 */
export function assetLookupQueryOptions(search: string) {
  const term = search.trim();
  const containing = async (property: "adId" | "title"): Promise<AssetSummary[]> => {
    const page = await backgroundApi.listAssets({
      query: {},
      body: {
        filters: term ? [{ property, operator: "cn", value: term }] : [],
        sortField: "title",
        sortDescending: false,
        pageNumber: 0,
        pageSize: 20,
      },
    });
    return page.records;
  };
  return {
    queryKey: [...lookupKeys.assets(), term] as const,
    queryFn: async (): Promise<AssetSummary[]> => {
      const [byAdId, byTitle] = await Promise.all([term ? containing("adId") : [], containing("title")]);
      const seen = new Set<number>();
      return [...byAdId, ...byTitle].filter((asset) => !seen.has(asset.id) && seen.add(asset.id));
    },
    staleTime: 30_000,
  };
}

/** Elements whose titles contain `search` (`POST /Element/GetBy`), quietly. */
export function elementLookupQueryOptions(search: string) {
  return {
    queryKey: [...lookupKeys.elements(), search] as const,
    queryFn: async (): Promise<ElementSummary[]> => {
      const page = await backgroundApi.listElements({
        body: {
          filters: search ? [{ property: "title", operator: "cn", value: search }] : [],
          sortField: "title",
          sortDescending: false,
          pageNumber: 0,
          pageSize: 20,
        },
      });
      return page.records;
    },
    staleTime: 30_000,
  };
}

/** A contract a picker offers; `isTalents` when it is the chosen performer's. */
export interface ContractChoice {
  id: number;
  contractNumber: string;
  title: string;
  talentName: string | null;
  status: string;
  isTalents: boolean;
}

async function contractsWhere(filters: ListQueryDraft["filters"]): Promise<ContractSummary[]> {
  const page = await backgroundApi.listContracts({
    body: { filters, sortField: "id", sortDescending: true, pageNumber: 0, pageSize: 20 },
  });
  return page.records;
}

const containsText = (text: string, search: string) => text.toLowerCase().includes(search.toLowerCase());

/**
 * Contracts whose number or title contains `search` (`POST /Contract/GetBy`, once for each), the
 * newest first; with `talentId`, that performer's own contracts come first (`GET
 * /People/Picture/{id}`), quietly.
 */
export function contractLookupQueryOptions(search: string, talentId?: number) {
  return {
    queryKey: [...lookupKeys.contracts(), search, talentId ?? null] as const,
    queryFn: async (): Promise<ContractChoice[]> => {
      const theirs = talentId
        ? ((await backgroundApi.getPersonPicture({ params: { id: talentId } })).contracts ?? [])
        : [];
      const matching = search
        ? [
            ...(await contractsWhere([{ property: "contractNumber", operator: "cn", value: search }])),
            ...(await contractsWhere([{ property: "title", operator: "cn", value: search }])),
          ]
        : await contractsWhere([]);
      const choices: ContractChoice[] = [
        ...theirs
          .filter((c) => !search || containsText(c.contractNumber, search) || containsText(c.title, search))
          .map(({ id, contractNumber, title, status }) => ({
            id,
            contractNumber,
            title,
            status,
            talentName: null,
            isTalents: true,
          })),
        ...matching.map(({ id, contractNumber, title, status, talentName }) => ({
          id,
          contractNumber,
          title,
          status,
          talentName,
          isTalents: false,
        })),
      ];
      const seen = new Set<number>();
      return choices.filter((choice) => !seen.has(choice.id) && seen.add(choice.id));
    },
    staleTime: 30_000,
  };
}
