import { Spinner } from "./spinner";

/** Shown while the first screen's code or data is on its way. */
export function PageLoading({ label = "Loading Rights Desk…" }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50dvh] items-center justify-center gap-3 text-sm text-slate-600"
    >
      <Spinner className="size-5 text-indigo-600" />
      {label}
    </div>
  );
}
