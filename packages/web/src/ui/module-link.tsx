import { Link, type LinkProps } from "react-router-dom";
import { useCanRead } from "./use-can-read";

type ModuleLinkProps = Omit<LinkProps, "to"> & {
  to: string;
  /** The text's class when the user may not open the page; plain body text by default. */
  plainClassName?: string;
};

/**
 * A link to a page of a module, or its text alone when the user's role cannot read that module,
 * so nothing on screen leads to a refusal.
 */
export function ModuleLink({ to, plainClassName, children, ...props }: ModuleLinkProps) {
  if (!useCanRead(to)) return <span className={plainClassName}>{children}</span>;
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}
