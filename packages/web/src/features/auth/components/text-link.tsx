import type { ComponentProps } from "react";
import { Link } from "react-router-dom";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";

/** An in-app link that reads as a link: indigo, underlined on hover. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cx(
        "rounded-sm font-medium text-indigo-700 hover:text-indigo-600 hover:underline",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
