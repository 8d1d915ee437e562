import type { PersonRecord } from "@rightsdesk/domain";
import { createContext, useContext } from "react";

export interface PersonPage {
  person: PersonRecord;
  /** The user may change this person now: People write, and the person is not archived. */
  canEdit: boolean;
  /** People delete: archive, restore and delete. */
  canDelete: boolean;
}

/** The person a detail page is about, with what the user may do to them; set by the layout. */
export const PersonPageContext = createContext<PersonPage | null>(null);

export function usePersonPage(): PersonPage {
  const page = useContext(PersonPageContext);
  if (!page) throw new Error("usePersonPage needs the person layout around it.");
  return page;
}
