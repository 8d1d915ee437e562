import {
  personRouteLabels,
  personRoutesFor,
  personSectionsOn,
  type PersonRecord,
  type PersonRoute,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { loadSectionTab } from "../../../ui/records/record-queries";
import { personKind } from "../api/person-kind";
import { readPersonRoute } from "./read-person-route";

/** Whether this person (their kinds, and whether they are a minor) shows this tab. */
export function personShowsTab(person: PersonRecord, route: PersonRoute): boolean {
  return personRoutesFor(person).includes(route);
}

/** The tab bar of a person: their kinds' tabs, and Minor while they are under 18. */
export function personTabs(person: PersonRecord) {
  return personRoutesFor(person).map((route) => ({
    to: paths.app.person.getHref(person.id, route),
    label: personRouteLabels[route],
  }));
}

/** A section tab's loader: the person, then the items of the sections the tab shows for them. */
export function personSectionTabLoader(queryClient: QueryClient) {
  return loadSectionTab(queryClient, personKind, readPersonRoute, (person, route) =>
    personShowsTab(person, route) ? personSectionsOn(route, person) : [],
  );
}
