import type { ComponentType } from "react";
import type { UserPermission } from "@rightsdesk/domain";
import { moduleUser, renderScreen as renderWith } from "../../../lib/testing/render-screen";

/** A user of the Report Upload module: reading always, writing and deleting as asked. */
export function reportUploadUser(rights: { canWrite?: boolean; canDelete?: boolean } = {}): UserPermission {
  return moduleUser("Report Upload", rights);
}

/** A screen at `url` for a Report Upload user unless another permission is given. */
export function renderScreen(
  Screen: ComponentType,
  url: string,
  permission: UserPermission = reportUploadUser(),
) {
  return renderWith(Screen, url, permission);
}
