import { z } from "zod";
import type { ModuleName } from "../access/modules.js";
import { IsoDateSchema } from "../dates/iso-date.js";

/**
 * The dashboard (spec 000 section 2): a 12-column grid of widgets with the spec's default sizes.
 * Each widget is backed by one server query; the user moves and resizes them and the layout is
 * kept per user. A widget declared for the grid but not offered yet has `available: false`.
 *
 * Widgets come in layout generations (`offeredIn`): a layout remembers the generation it was saved
 * at, so a widget offered later is added to it once rather than never showing.
 */
export const DASHBOARD_COLUMNS = 12;
/** Height units: one is a 20-pixel row of the grid. */
export const DASHBOARD_ROW_HEIGHT_PX = 20;
export const DASHBOARD_MIN_WIDTH = 3;
export const DASHBOARD_MIN_HEIGHT = 8;
export const DASHBOARD_MAX_HEIGHT = 60;
/** The last row a widget may start on. */
export const DASHBOARD_LAST_ROW = 10_000;
/** How many items a widget lists. */
export const DASHBOARD_WIDGET_ITEMS = 10;

export interface DashboardWidgetDefinition {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly w: number;
  readonly h: number;
  /** Modules the caller must read to see it (any of them). */
  readonly modules: readonly ModuleName[];
  readonly available: boolean;
  /**
   * The layout generation that offers it: 1 for the first widgets. A widget not offered yet names
   * the generation that will offer it, after the current one.
   */
  readonly offeredIn: number;
}

export const dashboardWidgets = [
  {
    key: "assets-expiring",
    title: "Assets expiring",
    description: "Assets whose earliest expiration is in the next 30 days.",
    w: 6,
    h: 15,
    modules: ["Asset"],
    available: true,
    offeredIn: 1,
  },
  {
    key: "elements-expiring",
    title: "Elements expiring",
    description: "Elements whose licence ends in the next 30 days.",
    w: 6,
    h: 15,
    modules: ["Element"],
    available: true,
    offeredIn: 1,
  },
  {
    key: "contracts-expiring",
    title: "Contracts expiring",
    description: "Contracts (not voided) expiring in the next 30 days.",
    w: 6,
    h: 15,
    modules: ["Contracts"],
    available: true,
    offeredIn: 1,
  },
  {
    key: "recent-additions",
    title: "Recent additions",
    description: "The newest assets, elements, contracts, people and companies.",
    w: 6,
    h: 16,
    modules: ["Asset", "Element", "Contracts", "People", "Company"],
    available: true,
    offeredIn: 1,
  },
  {
    key: "incomplete-items",
    title: "Incomplete items",
    description: "Assets, elements and contracts still missing something.",
    w: 12,
    h: 21,
    modules: ["Asset", "Element", "Contracts"],
    available: true,
    offeredIn: 1,
  },
  {
    key: "unpaid-usage-terms",
    title: "Unpaid usage terms",
    description: "Holding fees and guarantee payments due in the next 30 days or overdue, not yet paid.",
    w: 12,
    h: 21,
    modules: ["Asset", "Contracts"],
    available: true,
    offeredIn: 1,
  },
  {
    key: "completion-reports",
    title: "Completion reports",
    description: "Completion reports in progress.",
    w: 12,
    h: 18,
    modules: ["Completion Report"],
    available: true,
    offeredIn: 2,
  },
  {
    key: "report-uploads-pending-review",
    title: "Report uploads pending review",
    description: "Uploaded reports waiting for review.",
    w: 12,
    h: 18,
    modules: ["Report Upload"],
    available: true,
    offeredIn: 3,
  },
  {
    key: "report-logs",
    title: "Report logs",
    description: "What happened to uploaded reports.",
    w: 12,
    h: 18,
    modules: ["Report Upload"],
    available: true,
    offeredIn: 3,
  },
  {
    key: "reminders",
    title: "Reminders",
    description: "Your reminders and open to-dos, soonest first.",
    w: 6,
    h: 16,
    modules: ["Alerts & Notification"],
    available: true,
    offeredIn: 1,
  },
] as const satisfies readonly DashboardWidgetDefinition[];

export type DashboardWidgetKey = (typeof dashboardWidgets)[number]["key"];
export const dashboardWidgetKeys = dashboardWidgets.map((w) => w.key) as [
  DashboardWidgetKey,
  ...DashboardWidgetKey[],
];
export const DashboardWidgetKeySchema = z.enum(dashboardWidgetKeys, { error: "Unknown dashboard widget." });

export function findDashboardWidget(key: string): DashboardWidgetDefinition | undefined {
  return dashboardWidgets.find((w) => w.key === key);
}

const Cell = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number.` })
    .int(`${what} must be a whole number.`)
    .min(min, `${what} must be at least ${min}.`)
    .max(max, `${what} can be at most ${max}.`);

export const DashboardLayoutItemSchema = z
  .object({
    key: DashboardWidgetKeySchema,
    x: Cell("Column", 0, DASHBOARD_COLUMNS - 1),
    y: Cell("Row", 0, DASHBOARD_LAST_ROW),
    w: Cell("Width", DASHBOARD_MIN_WIDTH, DASHBOARD_COLUMNS),
    h: Cell("Height", DASHBOARD_MIN_HEIGHT, DASHBOARD_MAX_HEIGHT),
  })
  .refine((item) => item.x + item.w <= DASHBOARD_COLUMNS, {
    message: `A widget must fit in the ${DASHBOARD_COLUMNS} columns.`,
    path: ["w"],
  });
export type DashboardLayoutItem = z.infer<typeof DashboardLayoutItemSchema>;

function overlaps(a: DashboardLayoutItem, b: DashboardLayoutItem): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** A layout: each widget at most once, none overlapping. Hidden widgets are simply left out. */
export const DashboardLayoutSchema = z
  .object({ widgets: z.array(DashboardLayoutItemSchema).max(dashboardWidgets.length) })
  .superRefine((layout, ctx) => {
    const seen = new Set<string>();
    layout.widgets.forEach((item, index) => {
      if (seen.has(item.key))
        ctx.addIssue({
          code: "custom",
          message: `The widget "${item.key}" is in the layout twice.`,
          path: ["widgets", index, "key"],
        });
      seen.add(item.key);
      for (let other = 0; other < index; other++) {
        const earlier = layout.widgets[other];
        if (earlier && overlaps(earlier, item))
          ctx.addIssue({
            code: "custom",
            message: `The widget "${item.key}" overlaps "${earlier.key}".`,
            path: ["widgets", index, "y"],
          });
      }
    });
  });
export type DashboardLayout = z.infer<typeof DashboardLayoutSchema>;

/**
 * These widgets at their default sizes, in the spec's order, packed left to right, top to bottom on
 * the 12 columns from row `top` down.
 */
export function packDashboardWidgets(keys: readonly DashboardWidgetKey[], top = 0): DashboardLayoutItem[] {
  const placed: DashboardLayoutItem[] = [];
  let x = 0;
  let y = top;
  let rowHeight = 0;
  for (const def of dashboardWidgets) {
    if (!keys.includes(def.key)) continue;
    if (x + def.w > DASHBOARD_COLUMNS) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    placed.push({ key: def.key, x, y, w: def.w, h: def.h });
    x += def.w;
    rowHeight = Math.max(rowHeight, def.h);
  }
  return placed;
}

/** The default layout: the available widgets among `keys`, packed from the top. */
export function defaultDashboardLayout(
  keys: readonly DashboardWidgetKey[] = dashboardWidgetKeys,
): DashboardLayout {
  const offered = dashboardWidgets.filter((def) => def.available && keys.includes(def.key));
  return { widgets: packDashboardWidgets(offered.map((def) => def.key)) };
}

export const DashboardLayoutAnswerSchema = DashboardLayoutSchema.extend({
  /** True when the user never saved one: this is the default. */
  isDefault: z.boolean(),
});

export const DashboardWidgetParamsSchema = z.object({ widget: DashboardWidgetKeySchema });

/** One line of a widget: what it is, its date, a status, and the record it opens. */
export const DashboardWidgetItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  date: IsoDateSchema.nullable(),
  /** Text of a badge ("INCOMPLETE", "Holding fee", "Overdue"). */
  badge: z.string().nullable(),
  /** Money in cents, when the item is a payment. */
  amountCents: z.number().int().nullable(),
  link: z.object({
    type: z.enum([
      "asset",
      "element",
      "contract",
      "person",
      "company",
      "completion-report",
      /** An airing upload: its issues open on /rights-expiration/upload-issues?upload=ID. */
      "report-upload",
      "todo",
      "reminder",
    ]),
    id: z.number().int().positive(),
  }),
});
export type DashboardWidgetItem = z.infer<typeof DashboardWidgetItemSchema>;

export const DashboardWidgetDataSchema = z.object({
  widget: DashboardWidgetKeySchema,
  today: IsoDateSchema,
  /** How many items match in all; `items` holds the first DASHBOARD_WIDGET_ITEMS. */
  total: z.number().int().nonnegative(),
  items: z.array(DashboardWidgetItemSchema),
});
export type DashboardWidgetData = z.infer<typeof DashboardWidgetDataSchema>;
