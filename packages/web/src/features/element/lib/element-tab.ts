import {
  elementRouteLabels,
  elementRoutesFor,
  elementSectionsOn,
  type ElementDetail,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { loadSectionTab } from "../../../ui/records/record-queries";
import { elementKind } from "../api/element-kind";
import { readElementRoute } from "./read-element-route";

/** The tab bar of an element: the tabs its type shows (Music only for music...). */
export function elementTabs(element: ElementDetail) {
  return elementRoutesFor(element.elementType).map((route) => ({
    to: paths.app.element.getHref(element.id, route),
    label: elementRouteLabels[route],
  }));
}

/** A section tab's loader: the element, then the items of the tab's sections. Failures show in place. */
export function elementSectionTabLoader(queryClient: QueryClient) {
  return loadSectionTab(queryClient, elementKind, readElementRoute, (_element, route) =>
    elementSectionsOn(route),
  );
}
