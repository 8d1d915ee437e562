import type { ListQuery } from "@rightsdesk/domain";
import { lookupKeys } from "../../../ui/records/lookups";
import { recordKeys } from "../../../ui/records/record-kind";

const keys = recordKeys("people");

/**
 * Query keys of the people feature, from the widest to the narrowest, so a change invalidates
 * exactly what it touched: a profile `detail(id)` and the lists, an address
 * `sections(id, "Address")`, a photo `photos(id)`, and anything on a person `detail(id)` and below.
 */
export const peopleKeys = {
  ...keys,
  list: (scope: "all" | "archive", query: ListQuery) => [...keys.lists(), scope, query] as const,
  lookups: () => lookupKeys.people(),
  unions: () => [...keys.all, "unions"] as const,
  dependants: (personId: number) => [...keys.detail(personId), "dependants"] as const,
  photos: (personId: number) => [...keys.detail(personId), "photos"] as const,
  photoImage: (photoId: number, size: "thumbnail" | "full") => [...keys.all, "photo", photoId, size] as const,
};
