import {
  DASHBOARD_COLUMNS,
  DASHBOARD_ROW_HEIGHT_PX,
  type DashboardLayoutItem,
  type DashboardWidgetKey,
} from "@rightsdesk/domain";
import { useCallback, useMemo, useState } from "react";
import ReactGridLayout, { useContainerWidth, type Layout } from "react-grid-layout";
import "react-grid-layout/css/styles.css";
import {
  arrangeLayout,
  fromGridLayout,
  isSameLayout,
  toGridLayout,
  type ArrangeMove,
} from "../lib/arrange-layout";
import { DASHBOARD_GAP_PX, fitDefaultLayout, toSavableLayout } from "../lib/fit-layout";
import { DashboardWidget, dragHandleClass } from "./dashboard-widget";

/** Below this width the widgets stack in one column, in their grid order. */
const STACK_BELOW_PX = 768;

/**
 * The widgets on a 12-column grid: dragged by their header, resized from the corner, or arranged
 * from each widget's menu. On a narrow screen they stack, and the menu still arranges the grid.
 * Until the user arranges it (`fitToContent`), the default layout sizes each widget to what it
 * holds; an arranged layout keeps the sizes the user gave it.
 */
export function DashboardGrid({
  layout: given,
  fitToContent,
  onChange,
}: {
  layout: readonly DashboardLayoutItem[];
  fitToContent: boolean;
  onChange: (layout: readonly DashboardLayoutItem[]) => void;
}) {
  const { width, containerRef, mounted } = useContainerWidth();
  const [heights, setHeights] = useState<Partial<Record<DashboardWidgetKey, number>>>({});
  const layout = useMemo(
    () =>
      fitToContent
        ? fitDefaultLayout(
            given.map((item) => item.key),
            given,
            heights,
          )
        : given,
    [fitToContent, given, heights],
  );
  const gridLayout = useMemo(() => toGridLayout(layout), [layout]);
  const stacked = mounted && width < STACK_BELOW_PX;
  const measured = useCallback(
    (key: DashboardWidgetKey) => (px: number) =>
      setHeights((current) => (current[key] === px ? current : { ...current, [key]: px })),
    [],
  );
  const onMeasured = useMemo(
    () => Object.fromEntries(given.map((item) => [item.key, measured(item.key)])),
    [given, measured],
  );

  const change = (next: readonly DashboardLayoutItem[]) => {
    const savable = toSavableLayout(next);
    if (!isSameLayout(savable, given)) onChange(savable);
  };

  const widgetOf = (item: DashboardLayoutItem, className?: string) => {
    const arranged = (move: ArrangeMove) => arrangeLayout(layout, item.key, move);
    return (
      <DashboardWidget
        key={item.key}
        item={item}
        className={className}
        onNaturalHeight={fitToContent ? onMeasured[item.key] : undefined}
        canMove={(move) => !isSameLayout(arranged(move), layout)}
        onMove={(move) => {
          const next = arranged(move);
          if (!isSameLayout(next, layout)) change(next);
        }}
      />
    );
  };

  const commit = (next: Layout) => {
    const items = fromGridLayout(next, layout);
    if (!isSameLayout(items, layout)) change(items);
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
              margin: [DASHBOARD_GAP_PX, DASHBOARD_GAP_PX],
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
