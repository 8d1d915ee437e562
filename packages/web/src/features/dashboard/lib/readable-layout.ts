import {
  canAccessModule,
  findDashboardWidget,
  type DashboardLayoutItem,
  type MaybePermission,
} from "@rightsdesk/domain";

/**
 * The widgets of `layout` the user may see: offered, and one of their modules readable. Until the
 * permission record is known the server's answer stands (it leaves out the same widgets).
 */
export function readableLayout(
  layout: readonly DashboardLayoutItem[],
  permission: MaybePermission,
): readonly DashboardLayoutItem[] {
  if (!permission) return layout;
  return layout.filter((item) => {
    const widget = findDashboardWidget(item.key);
    return (
      widget?.available === true &&
      widget.modules.some((module) => canAccessModule(permission, module, "read"))
    );
  });
}
