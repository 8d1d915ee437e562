import type { PickedCompany } from "../../../ui/records/company-picker";

/** Whether a user of this kind sees only the spots of the advertisers named on their profile. */
export function isAdvertiserUser(userType: string): boolean {
  return userType === "ADVERTISER USER";
}

/**
 * The advertisers of `ids`, in that order, named from `known`; one not (yet) known is shown by its
 * id, so a name that could not be loaded never hides that the profile names it.
 */
export function namedAdvertisers(ids: readonly number[], known: readonly PickedCompany[]): PickedCompany[] {
  return ids.map((id) => ({
    id,
    name: known.find((company) => company.id === id)?.name ?? `Advertiser ${id}`,
  }));
}
