import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { AlertCircleIcon } from "./icons";

type AlertProps = Omit<ComponentProps<"div">, "title"> & {
  title?: ReactNode;
};

/**
 * An error announced to assistive technology as soon as it appears. It can take focus
 * (tabIndex -1) so a form can move the user straight to what went wrong.
 */
export function Alert({ title, children, className, ...props }: AlertProps) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      className={cx(
        "flex gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800",
        "focus:outline-2 focus:outline-offset-2 focus:outline-red-600",
        className,
      )}
      {...props}
    >
      <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
      <div className="min-w-0">
        {title && <p className="font-semibold text-red-900">{title}</p>}
        <div className={cx(title ? "mt-0.5" : undefined)}>{children}</div>
      </div>
    </div>
  );
}
