import { DASHBOARD_COLUMNS, DASHBOARD_ROW_HEIGHT_PX, type DashboardLayoutItem } from "@rightsdesk/domain";
import { useMemo } from "react";
import ReactGridLayout, { useContainerWidth, type Layout } from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import {
  arrangeLayout,
  fromGridLayout,
  isSameLayout,
  toGridLayout,
  type ArrangeMove,
} from "../lib/arrange-layout";
import { DashboardWidget, dragHandleClass } from "./dashboard-widget";

/** Below this width the widgets stack in one column, in their grid order. */
const STACK_BELOW_PX = 768;
const GAP_PX = 16;

/**
 * The widgets on a 12-column grid: dragged by their header, resized from the corner, or arranged
 * from each widget's menu. On a narrow screen they stack, and the menu still arranges the grid.
 */
export function DashboardGrid({
  layout,
  onChange,
}: {
  layout: readonly DashboardLayoutItem[];
  onChange: (layout: readonly DashboardLayoutItem[]) => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const gridLayout = useMemo(() => toGridLayout(layout), [layout]);
  const stacked = mounted && width < STACK_BELOW_PX;

  const widgetOf = (item: DashboardLayoutItem, className?: string) => {
    const arranged = (move: ArrangeMove) => arrangeLayout(layout, item.key, move);
    return (
      <DashboardWidget
        key={item.key}
        item={item}
        className={className}
        canMove={(move) => !isSameLayout(arranged(move), layout)}
        onMove={(move) => {
          const next = arranged(move);
          if (!isSameLayout(next, layout)) onChange(next);
        }}
      />
    );
  };

  const commit = (next: Layout) => {
    const items = fromGridLayout(next, layout);
    if (!isSameLayout(items, layout)) onChange(items);
  };

  return (
    <div ref={containerRef}>
      {stacked ? (
        <div className="flex flex-col gap-4">
          {[...layout].sort((a, b) => a.y - b.y || a.x - b.x).map((item) => widgetOf(item, "max-h-[28rem]"))}
        </div>
      ) : (
        mounted && (
          <ReactGridLayout
            width={width}
            layout={gridLayout}
            gridConfig={{
              cols: DASHBOARD_COLUMNS,
              rowHeight: DASHBOARD_ROW_HEIGHT_PX,
              margin: [GAP_PX, GAP_PX],
              containerPadding: [0, 0],
            }}
            dragConfig={{ enabled: true, handle: `.${dragHandleClass}` }}
            resizeConfig={{ enabled: true, handles: ["se"] }}
            onDragStop={(next) => commit(next)}
            onResizeStop={(next) => commit(next)}
          >
            {layout.map((item) => widgetOf(item))}
          </ReactGridLayout>
        )
      )}
    </div>
  );
}
