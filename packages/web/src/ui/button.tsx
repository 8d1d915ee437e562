import type { ComponentProps } from "react";
import { cx } from "./cx";
import { focusRing } from "./focus-ring";
import { Spinner } from "./spinner";

const variants = {
  primary: "bg-indigo-600 text-white shadow-xs hover:bg-indigo-500 disabled:bg-indigo-400",
  secondary:
    "bg-white text-slate-800 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:not-aria-busy:opacity-50 disabled:hover:bg-white",
  ghost: "text-slate-700 hover:bg-slate-100",
  danger: "bg-red-600 text-white shadow-xs hover:bg-red-500 disabled:bg-red-400",
} as const;

/** Button looks, for links that act like buttons ("Go to the dashboard"). */
export function buttonClassName(variant: keyof typeof variants = "primary", className?: string): string {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed",
    focusRing,
    variants[variant],
    className,
  );
}

type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  /** Shows a spinner and blocks further clicks while the action runs. */
  busy?: boolean;
  /** What the button says while busy: "Signing in…". */
  busyLabel?: string;
};

export function Button({
  variant = "primary",
  busy = false,
  busyLabel,
  className,
  children,
  disabled,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClassName(variant, className)}
      {...props}
    >
      {busy && <Spinner className="size-4" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
