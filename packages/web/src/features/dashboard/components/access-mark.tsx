import { CheckIcon, DashIcon } from "../../../ui/icons";

/** One read / write / delete cell: a tick or a dash, with words for screen readers. */
export function AccessMark({ granted }: { granted: boolean }) {
  return granted ? (
    <span className="inline-flex size-6 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
      <CheckIcon className="size-4" />
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="inline-flex size-6 items-center justify-center text-slate-400">
      <DashIcon className="size-4" />
      <span className="sr-only">No</span>
    </span>
  );
}
