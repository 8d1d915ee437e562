import type { ReportLinkType } from "@rightsdesk/domain";
import { paths } from "../../../app/paths";

/** The page of the record a report row opens. */
export function recordHref(type: ReportLinkType, id: number): string {
  switch (type) {
    case "asset":
      return paths.app.asset.getHref(id);
    case "element":
      return paths.app.element.getHref(id);
    case "contract":
      return paths.app.contract.getHref(id);
    case "person":
      return paths.app.person.getHref(id);
  }
}
