import type { ElementDetail } from "@rightsdesk/domain";
import { createContext, useContext } from "react";

export interface ElementPage {
  element: ElementDetail;
  /** The user may change this element now: Element write, and the element is not archived. */
  canEdit: boolean;
  /** Element delete: archive, restore and delete. */
  canDelete: boolean;
}

/** The element a detail page is about, with what the user may do to it; set by the layout. */
export const ElementPageContext = createContext<ElementPage | null>(null);

export function useElementPage(): ElementPage {
  const page = useContext(ElementPageContext);
  if (!page) throw new Error("useElementPage needs the element layout around it.");
  return page;
}
