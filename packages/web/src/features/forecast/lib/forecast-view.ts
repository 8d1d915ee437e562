import { MAX_FORECAST_MONTHS, type ForecastRequest } from "@rightsdesk/domain";

/** What the forecast covers: everything, or one advertiser, some spots, or one performer. */
export const forecastScopeKinds = ["all", "advertiser", "spots", "performer"] as const;
export type ForecastScopeKind = (typeof forecastScopeKinds)[number];

export const forecastScopeLabels: Readonly<Record<ForecastScopeKind, string>> = {
  all: "Everything",
  advertiser: "One advertiser",
  spots: "Chosen spots",
  performer: "One performer",
};

/** A record the scope names, with the name it is shown by. */
export interface ScopePick {
  id: number;
  name: string;
}

/** The forecast's window and scope, as kept in the URL so a view can be bookmarked and shared. */
export interface ForecastView {
  from: string;
  months: number;
  scope: ForecastScopeKind;
  /** The advertiser or performer (one), or the spots (any number). */
  picks: ScopePick[];
}

export const DEFAULT_FORECAST_MONTHS = 12;

/** Today in the browser's calendar, as the window's default first day. */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** "12|Northwind Foods" → the pick; anything else is ignored. */
function readPick(value: string): ScopePick | null {
  const bar = value.indexOf("|");
  const id = Number(bar === -1 ? value : value.slice(0, bar));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { id, name: bar === -1 ? `#${id}` : value.slice(bar + 1) };
}

/** The view a URL asks for; what is missing or wrong falls back to today, 12 months, everything. */
export function readForecastView(search: URLSearchParams, today: string = todayIsoDate()): ForecastView {
  const from = search.get("from") ?? "";
  const months = Number(search.get("months"));
  const scope = forecastScopeKinds.find((kind) => kind === search.get("scope")) ?? "all";
  const picks = search.getAll("pick").flatMap((value) => readPick(value) ?? []);
  return {
    from: isIsoDay(from) ? from : today,
    months:
      Number.isInteger(months) && months >= 1 && months <= MAX_FORECAST_MONTHS
        ? months
        : DEFAULT_FORECAST_MONTHS,
    scope,
    picks: scope === "all" ? [] : scope === "spots" ? picks : picks.slice(0, 1),
  };
}

/** The URL's query for a view; the defaults are left out. */
export function writeForecastView(view: ForecastView, today: string = todayIsoDate()): URLSearchParams {
  const search = new URLSearchParams();
  if (view.from !== today) search.set("from", view.from);
  if (view.months !== DEFAULT_FORECAST_MONTHS) search.set("months", String(view.months));
  if (view.scope !== "all") {
    // Kept without a pick too, so the picker stays while the user is choosing.
    search.set("scope", view.scope);
    for (const pick of view.picks) search.append("pick", `${pick.id}|${pick.name}`);
  }
  return search;
}

/** The forecast call a view makes; a scope with nothing picked yet covers everything. */
export function toForecastRequest(view: ForecastView): ForecastRequest {
  const ids = view.picks.map((pick) => pick.id);
  const [first] = ids;
  const scope =
    first === undefined
      ? {}
      : view.scope === "advertiser"
        ? { advertiserId: first }
        : view.scope === "performer"
          ? { performerId: first }
          : view.scope === "spots"
            ? { assetIds: ids }
            : {};
  return { from: view.from, months: view.months, scope };
}
