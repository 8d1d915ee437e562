import { defineRecordKind } from "../../../ui/records/define-record-kind";
import { elementKeys } from "./element-keys";

/**
 * Elements as the shared record pieces see them (`/Element/...`). The asset pages show an
 * element's status and earliest expiration too, so a change refreshes them.
 */
export const elementKind = defineRecordKind("element", {
  keys: elementKeys,
  sensitive: () => "full",
  touches: () => [["assets"]],
});
