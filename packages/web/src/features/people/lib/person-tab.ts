import {
  personRouteLabels,
  personRoutesFor,
  personSectionsOn,
  type PersonRecord,
  type PersonRoute,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { personQueryOptions } from "../api/get-person";
import { personSectionItemsQueryOptions } from "../api/person-section-calls";
import { readPersonId, readPersonRoute } from "./read-person-id";

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

/**
 * A section tab's loader: the person (the layout's loader asks for it too; the cache answers
 * once) and then the items of the tab's sections, all at once. Failures show in place.
 */
export function personSectionTabLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const personId = readPersonId(params.peopleId);
    const route = readPersonRoute(new URL(request.url).pathname);
    if (personId === null || route === null) return null;
    try {
      const person = await queryClient.ensureQueryData(personQueryOptions(personId));
      if (!personShowsTab(person, route)) return null;
      await Promise.all(
        personSectionsOn(route, person).map((section) =>
          queryClient.ensureQueryData(personSectionItemsQueryOptions(personId, section.key)),
        ),
      );
    } catch {
      // Each panel shows its own failure with "Try again".
    }
    return null;
  };
}
