import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from "./icons";

export type NoticeTone = "success" | "info" | "warning" | "error";

const tones: Record<NoticeTone, { box: string; icon: string; title: string }> = {
  success: {
    box: "border-emerald-200 bg-emerald-50 text-emerald-800",
    icon: "text-emerald-600",
    title: "text-emerald-900",
  },
  info: {
    box: "border-indigo-200 bg-indigo-50 text-indigo-800",
    icon: "text-indigo-600",
    title: "text-indigo-900",
  },
  warning: {
    box: "border-amber-200 bg-amber-50 text-amber-900",
    icon: "text-amber-600",
    title: "text-amber-950",
  },
  error: { box: "border-red-200 bg-red-50 text-red-800", icon: "text-red-600", title: "text-red-900" },
};

type NoticeProps = Omit<ComponentProps<"div">, "title"> & {
  tone: NoticeTone;
  title?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
};

/**
 * A message in the page (not a toast): what just happened ("Your password was changed") or what
 * the user must do. Announced politely; errors use `Alert`, which interrupts.
 */
export function Notice({ tone, title, onDismiss, children, className, ...props }: NoticeProps) {
  const style = tones[tone];
  const Icon = tone === "success" ? CheckCircleIcon : tone === "info" ? InfoIcon : AlertCircleIcon;
  return (
    <div
      role="status"
      tabIndex={-1}
      className={cx("flex gap-3 rounded-md border p-3 text-sm focus:outline-none", style.box, className)}
      {...props}
    >
      <Icon className={cx("mt-0.5 size-5 shrink-0", style.icon)} />
      <div className="min-w-0 flex-1">
        {title && <p className={cx("font-semibold", style.title)}>{title}</p>}
        <div className={title ? "mt-0.5" : undefined}>{children}</div>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 h-fit rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        >
          <svg
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.75}
            aria-hidden="true"
          >
            <path d="m5.5 5.5 9 9m0-9-9 9" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
