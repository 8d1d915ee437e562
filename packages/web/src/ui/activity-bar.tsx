import { cx } from "./cx";

/** A thin bar along the top of the page while the app waits on the server. */
export function ActivityBar({ active }: { active: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        "pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden transition-opacity duration-300",
        active ? "opacity-100" : "opacity-0",
      )}
    >
      <div className="activity-bar h-full w-1/3 bg-indigo-500" />
    </div>
  );
}
