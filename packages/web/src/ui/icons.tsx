import { createElement, type ReactElement, type SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** The app's icons are drawn on a 20×20 grid with a round 1.75 stroke in the current text colour. */
function Icon({ children, strokeWidth = 1.75, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A stroke of an icon, in the grid's coordinates. */
export function path(d: string): ReactElement {
  return <path d={d} />;
}

export function circle(cx: number, cy: number, r: number): ReactElement {
  return <circle cx={cx} cy={cy} r={r} />;
}

export function rect(x: number, y: number, width: number, height: number, rx: number): ReactElement {
  return <rect x={x} y={y} width={width} height={height} rx={rx} />;
}

/** An icon component drawing `shapes`; its props (class, size, a stroke width) go to the `<svg>`. */
export function outlineIcon(...shapes: ReactElement[]) {
  return function OutlineIcon(props: IconProps) {
    return createElement(Icon, props, ...shapes);
  };
}

export const CheckIcon = outlineIcon(path("m4.5 10.5 3.5 3.5 7.5-8"));
export const DashIcon = outlineIcon(path("M6 10h8"));
export const AlertCircleIcon = outlineIcon(circle(10, 10, 7.25), path("M10 6.5v4M10 13.5h.01"));
export const ChevronDownIcon = outlineIcon(path("m6 8 4 4 4-4"));
export const SignOutIcon = outlineIcon(
  path("M8 4H5.5A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8M12.5 13.5 16 10l-3.5-3.5M16 10H8"),
);
export const CompassIcon = outlineIcon(circle(10, 10, 7.25), path("m12.75 7.25-1.5 4-4 1.5 1.5-4 4-1.5Z"));
export const RefreshIcon = outlineIcon(
  path("M15.5 8A6 6 0 0 0 4.7 6.5M4.5 12a6 6 0 0 0 10.8 1.5M4.5 3.5v3h3M15.5 16.5v-3h-3"),
);
export const PlusIcon = outlineIcon(path("M10 4.5v11M4.5 10h11"));
export const SearchIcon = outlineIcon(circle(9, 9, 5.25), path("m13 13 3.5 3.5"));
export const TrashIcon = outlineIcon(path("M4.5 6h11M8 6V4.5h4V6M6 6l.75 9.5h6.5L14 6M8.5 9v4M11.5 9v4"));
export const LockIcon = outlineIcon(rect(4.5, 9, 11, 7.5, 1.5), path("M7 9V6.75a3 3 0 0 1 6 0V9"));
export const UnlockIcon = outlineIcon(rect(4.5, 9, 11, 7.5, 1.5), path("M7 9V6.75a3 3 0 0 1 5.8-1.1"));
export const KeyIcon = outlineIcon(
  circle(7, 12.5, 3),
  path("m9.2 10.3 6.3-6.3M13.5 6l2 2M11.75 7.75l1.5 1.5"),
);
export const SparklesIcon = outlineIcon(
  path(
    "M8 3.5 9.2 7 12.5 8 9.2 9 8 12.5 6.8 9 3.5 8l3.3-1L8 3.5ZM14 11l.6 1.6 1.6.6-1.6.6L14 15.5l-.6-1.7-1.6-.6 1.6-.6L14 11Z",
  ),
);
export const ChevronLeftIcon = outlineIcon(path("m12 5-5 5 5 5"));
export const ChevronRightIcon = outlineIcon(path("m8 5 5 5-5 5"));
export const UsersIcon = outlineIcon(
  circle(8, 7, 2.75),
  path("M3 16c.5-2.6 2.6-4 5-4s4.5 1.4 5 4M13 4.5a2.6 2.6 0 0 1 0 5M14.5 12.2c1.4.5 2.3 1.8 2.5 3.8"),
);
export const ShieldIcon = outlineIcon(
  path("M10 3 4.5 5v4.5c0 3.4 2.3 6 5.5 7.5 3.2-1.5 5.5-4.1 5.5-7.5V5L10 3Z"),
);
export const EyeIcon = outlineIcon(
  path("M2.75 10S5.5 4.75 10 4.75 17.25 10 17.25 10 14.5 15.25 10 15.25 2.75 10 2.75 10Z"),
  circle(10, 10, 2.25),
);
export const EyeOffIcon = outlineIcon(
  path(
    "M4 4l12 12M8.2 5A7.6 7.6 0 0 1 10 4.75C14.5 4.75 17.25 10 17.25 10a13 13 0 0 1-2 2.7M12 14.9a6.6 6.6 0 0 1-2 .35C5.5 15.25 2.75 10 2.75 10a12.7 12.7 0 0 1 2.5-3.1",
  ),
);
export const UserIcon = outlineIcon(
  circle(10, 7, 3),
  path("M4.5 16.5c.6-3 2.9-4.75 5.5-4.75s4.9 1.75 5.5 4.75"),
);
export const SwitchIcon = outlineIcon(path("M4 7h11.5M12.5 4l3 3-3 3M16 13H4.5M7.5 10l-3 3 3 3"));
export const MailIcon = outlineIcon(rect(3, 5, 14, 10, 1.5), path("m3.5 6 6.5 5 6.5-5"));
export const CheckCircleIcon = outlineIcon(circle(10, 10, 7.25), path("m7 10.25 2 2 4-4.5"));
export const InfoIcon = outlineIcon(circle(10, 10, 7.25), path("M10 9v4.5M10 6.5h.01"));
export const DocumentIcon = outlineIcon(
  path("M6 3h5.5L15 6.5V16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z"),
  path("M11 3v4h4M7.5 10.5h5M7.5 13.5h5"),
);
export const CopyIcon = outlineIcon(
  rect(7, 7, 9, 9, 1.5),
  path("M13 7V5.5A1.5 1.5 0 0 0 11.5 4h-6A1.5 1.5 0 0 0 4 5.5v6A1.5 1.5 0 0 0 5.5 13H7"),
);
export const FilterIcon = outlineIcon(path("M3.5 4.5h13l-5 6v4.5l-3 1.5v-6l-5-6Z"));
export const ColumnsIcon = outlineIcon(rect(3, 4, 14, 12, 1.5), path("M7.75 4v12M12.25 4v12"));
export const DownloadIcon = outlineIcon(path("M10 3.5v9M6.5 9 10 12.5 13.5 9M4 15.5h12"));
export const ChevronDoubleLeftIcon = outlineIcon(path("m10 5-5 5 5 5M15 5l-5 5 5 5"));
export const ChevronDoubleRightIcon = outlineIcon(path("m5 5 5 5-5 5M10 5l5 5-5 5"));
export const XIcon = outlineIcon(path("m5.5 5.5 9 9m0-9-9 9"));
export const ArchiveIcon = outlineIcon(
  rect(3, 4, 14, 3.5, 1),
  path("M4.5 7.5V15a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1V7.5M8 10.5h4"),
);
export const RestoreIcon = outlineIcon(path("M4.5 9.5A5.75 5.75 0 1 1 6.2 14M4.5 5.5v4h4"));
export const BuildingIcon = outlineIcon(
  path(
    "M4 16.5V4.5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v12M12 8h3a1 1 0 0 1 1 1v7.5M2.5 16.5h15M7 6.5h2M7 9.5h2M7 12.5h2",
  ),
);

/** Both arrows, the one in use drawn solid: `sorted` is the column's current direction. */
export function SortIcon({ sorted, ...props }: IconProps & { sorted: "asc" | "desc" | false }) {
  return (
    <Icon {...props}>
      <path d="m7 8 3-3 3 3" className={sorted === "asc" ? "" : "opacity-30"} />
      <path d="m7 12 3 3 3-3" className={sorted === "desc" ? "" : "opacity-30"} />
    </Icon>
  );
}
