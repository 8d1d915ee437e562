import type { ExpiringItemKind } from "../rights/expiring-item.js";
import type { RightsStatus } from "./rights-status.js";

/** Which EXPIRED form an ended item gives its asset. A use right has no specific form, so it gives plain EXPIRED. */
export const expiredStatusByKind: Readonly<Record<ExpiringItemKind, RightsStatus>> = {
  assetMpu: "EXPIRED (ASSET MPU)",
  guarantee: "EXPIRED (GUARANTEE)",
  element: "EXPIRED (ELEMENT)",
  talentMpu: "EXPIRED (TALENT)",
  contract: "EXPIRED (CONTRACT)",
  useRight: "EXPIRED",
};

export function expiredStatusOfKind(kind: ExpiringItemKind): RightsStatus {
  return expiredStatusByKind[kind];
}
