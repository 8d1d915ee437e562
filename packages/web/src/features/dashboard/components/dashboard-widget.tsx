import { findDashboardWidget, type DashboardLayoutItem } from "@rightsdesk/domain";
import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import { Link } from "react-router-dom";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { useCanRead } from "../../../ui/use-can-read";
import type { ArrangeMove } from "../lib/arrange-layout";
import { widgetMoreHref } from "../lib/widget-links";
import { ArrangeMenu } from "./arrange-menu";
import { GripIcon } from "./dashboard-icons";
import { WidgetBody } from "./widget-body";
import { useNaturalHeight } from "../lib/use-natural-height";

/** The class the grid drags widgets by: the header's title area. */
export const dragHandleClass = "dashboard-drag-handle";

type DashboardWidgetProps = ComponentPropsWithoutRef<"section"> & {
  item: DashboardLayoutItem;
  canMove: (move: ArrangeMove) => boolean;
  onMove: (move: ArrangeMove) => void;
  /** Told the height the widget would take to show all it holds, in pixels, as it changes. */
  onNaturalHeight?: (px: number) => void;
};

/**
 * One widget: a region named by its title, carrying its place in the grid as data attributes.
 * The grid passes its own style, class and pointer handlers through, hence the forwarded ref.
 */
export const DashboardWidget = forwardRef<HTMLElement, DashboardWidgetProps>(function DashboardWidget(
  { item, canMove, onMove, onNaturalHeight, className, children, ...gridProps },
  ref,
) {
  const titleId = useId();
  const definition = findDashboardWidget(item.key);
  const title = definition?.title ?? item.key;
  const listHref = widgetMoreHref(item.key);
  // "View all" only where the user may open the whole list.
  const canOpenList = useCanRead(listHref ?? "");
  const moreHref = listHref && canOpenList ? listHref : null;
  const { headerRef, contentRef } = useNaturalHeight(onNaturalHeight);
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      data-widget={item.key}
      data-x={item.x}
      data-y={item.y}
      data-w={item.w}
      data-h={item.h}
      {...gridProps}
      className={cx(
        "flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs",
        className,
      )}
    >
      <header ref={headerRef} className="flex items-center gap-2 border-b border-slate-200 py-2 pr-2 pl-3">
        <div
          className={cx(
            dragHandleClass,
            "flex min-w-0 flex-1 cursor-grab items-center gap-1.5 active:cursor-grabbing",
          )}
          title="Drag to move"
        >
          <GripIcon className="size-4 shrink-0 text-slate-400 max-md:hidden" />
          <h2 id={titleId} className="truncate text-sm font-semibold text-slate-900">
            {title}
          </h2>
        </div>
        {moreHref && (
          <Link
            to={moreHref}
            className={cx(
              "shrink-0 rounded px-1.5 py-1 text-xs font-medium text-indigo-700 hover:underline",
              focusRing,
            )}
          >
            View all<span className="sr-only"> {title.toLowerCase()}</span>
          </Link>
        )}
        <ArrangeMenu title={title} canMove={canMove} onMove={onMove} />
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <div ref={contentRef}>
          <WidgetBody widget={item.key} moreHref={moreHref} />
        </div>
      </div>
      {children}
    </section>
  );
});
