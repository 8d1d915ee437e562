import {
  elementRouteLabels,
  elementRoutesFor,
  elementSectionsOn,
  type ElementDetail,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { elementQueryOptions } from "../api/get-element";
import { elementSectionItemsQueryOptions } from "../api/element-section-calls";
import { readElementId, readElementRoute } from "./read-element-id";

/** The tab bar of an element: the tabs its type shows (Music only for music...). */
export function elementTabs(element: ElementDetail) {
  return elementRoutesFor(element.elementType).map((route) => ({
    to: paths.app.element.getHref(element.id, route),
    label: elementRouteLabels[route],
  }));
}

/** A section tab's loader: the element, then the items of the tab's sections. Failures show in place. */
export function elementSectionTabLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const elementId = readElementId(params.elementId);
    const route = readElementRoute(new URL(request.url).pathname);
    if (elementId === null || route === null) return null;
    try {
      await queryClient.ensureQueryData(elementQueryOptions(elementId));
      await Promise.all(
        elementSectionsOn(route).map((section) =>
          queryClient.ensureQueryData(elementSectionItemsQueryOptions(elementId, section.key)),
        ),
      );
    } catch {
      // Each panel shows its own failure with "Try again".
    }
    return null;
  };
}
