import type { SVGProps } from "react";
import { outlineIcon, path } from "../../../ui/icons";

type IconProps = SVGProps<SVGSVGElement>;

/** Six dots: the part of a widget's header that drags it. */
export function GripIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" {...props}>
      {[6, 10, 14].map((y) => [7.5, 12.5].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.3} />))}
    </svg>
  );
}

const ArrangeArrows = outlineIcon(
  path("M10 3v14M3 10h14M10 3 8 5m2-2 2 2M10 17l-2-2m2 2 2-2M3 10l2-2m-2 2 2 2M17 10l-2-2m2 2-2 2"),
);

/** Four arrows: the arrange menu, drawn a little finer than the app's icons. */
export function ArrangeIcon(props: IconProps) {
  return <ArrangeArrows strokeWidth={1.6} {...props} />;
}
