import { findElementSection } from "@rightsdesk/domain";
import { createLogFormatter } from "../../../ui/records/log-changes";

const profileFieldLabels: Readonly<Record<string, string>> = {
  title: "Title",
  elementType: "Element type",
  subType: "Sub type",
  description: "Description",
  musicOrigin: "Music origin",
  audioOrigin: "Audio origin",
  licenceType: "Licence type",
  vendorId: "Vendor",
  licensorName: "Licensor",
  licensorEmail: "Licensor e-mail",
  label: "Licence name",
  rightsKind: "Rights kind",
  termStart: "Term start",
  termEnd: "Term end",
  media: "Media",
  territory: "Territory",
  exclusive: "Exclusive",
  numberOfUses: "Number of uses",
  usesAllowed: "Uses allowed",
  feeCents: "Fee",
  notes: "Notes",
};

/** An element's log in words: its sections' and profile's labels. */
export const elementLogFormatter = createLogFormatter({
  recordLabel: "element",
  recordKeys: ["element"],
  findSection: findElementSection,
  profileFieldLabels,
});
