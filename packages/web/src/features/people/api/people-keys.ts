import type { ListQuery } from "@rightsdesk/domain";
import { lookupKeys } from "../../../ui/records/lookups";

/**
 * Query keys of the people feature, from the widest to the narrowest, so a change invalidates
 * exactly what it touched: a profile `detail(id)` and the lists, an address
 * `sections(id, "Address")`, a photo `photos(id)`, and anything on a person `detail(id)` and below.
 */
export const peopleKeys = {
  all: ["people"] as const,
  lists: () => [...peopleKeys.all, "list"] as const,
  list: (scope: "all" | "archive", query: ListQuery) => [...peopleKeys.lists(), scope, query] as const,
  lookups: () => lookupKeys.people(),
  duplicates: () => [...peopleKeys.all, "duplicates"] as const,
  unions: () => [...peopleKeys.all, "unions"] as const,
  detail: (personId: number) => [...peopleKeys.all, "detail", personId] as const,
  dependants: (personId: number) => [...peopleKeys.detail(personId), "dependants"] as const,
  sections: (personId: number, section: string) =>
    [...peopleKeys.detail(personId), "section", section] as const,
  logs: (personId: number) => [...peopleKeys.detail(personId), "logs"] as const,
  documents: (personId: number) => [...peopleKeys.detail(personId), "documents"] as const,
  photos: (personId: number) => [...peopleKeys.detail(personId), "photos"] as const,
  photoImage: (photoId: number, size: "thumbnail" | "full") =>
    [...peopleKeys.all, "photo", photoId, size] as const,
};
