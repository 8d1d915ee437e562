import { findElementSection, type ElementSectionKey } from "@rightsdesk/domain";
import { OwnerSectionsService, type OwnerSections } from "../../records/owner-sections.js";
import { ElementRepository } from "./element-repository.js";
import { elementForChange, findElementOrFail } from "./element-rules.js";

/** Element items sit behind the element's rules: it exists, is active, and is not being edited by someone else. */
const elementSections: OwnerSections = {
  ownerType: "element",
  findSection: findElementSection,
  findOwnerOrFail: findElementOrFail,
  ownerForChange: elementForChange,
  afterChange: (tx, elementId, _section, context) =>
    new ElementRepository(tx).touch(elementId, context.caller.userId, context.now),
};

/**
 * The sections of an element (tracks, creators, rights holders, payment invoices...): the shared
 * record items (owner type "element"), audited under the element.
 */
export class ElementSectionsService extends OwnerSectionsService<ElementSectionKey> {
  protected readonly owner = elementSections;
}
