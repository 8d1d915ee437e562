import { findElementSection, type ElementSectionKey } from "@rightsdesk/domain";
import { OwnerSectionsService, touchOwner, type OwnerSections } from "../../records/owner-sections.js";
import { ElementRepository } from "./element-repository.js";
import { elementForChange, findElementOrFail } from "./element-rules.js";

/** Element items sit behind the element's rules: it exists, is active, and is not being edited by someone else. */
const elementSections: OwnerSections = {
  ownerType: "element",
  findSection: findElementSection,
  findOwnerOrFail: findElementOrFail,
  ownerForChange: elementForChange,
  afterChange: touchOwner((tx) => new ElementRepository(tx)),
};

/**
 * The sections of an element (tracks, creators, rights holders, payment invoices...): the shared
 * record items (owner type "element"), audited under the element.
 */
export class ElementSectionsService extends OwnerSectionsService<ElementSectionKey> {
  protected readonly owner = elementSections;
}
