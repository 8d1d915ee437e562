import type { SearchTypeDefinition } from "@rightsdesk/domain";

type Colour = SearchTypeDefinition["colour"];

/** A search type's colour as classes, written out whole so Tailwind keeps them. */
export interface SearchColourClasses {
  /** The small dot before a type's name and a result. */
  dot: string;
  /** A result's type chip. */
  chip: string;
  /** A type's radio when it is the one chosen. */
  checked: string;
}

export const searchColours: Readonly<Record<Colour, SearchColourClasses>> = {
  sky: {
    dot: "bg-sky-500",
    chip: "bg-sky-50 text-sky-800 ring-sky-600/30",
    checked: "data-checked:bg-sky-50 data-checked:text-sky-800 data-checked:ring-sky-600/40",
  },
  violet: {
    dot: "bg-violet-500",
    chip: "bg-violet-50 text-violet-800 ring-violet-600/30",
    checked: "data-checked:bg-violet-50 data-checked:text-violet-800 data-checked:ring-violet-600/40",
  },
  emerald: {
    dot: "bg-emerald-500",
    chip: "bg-emerald-50 text-emerald-800 ring-emerald-600/30",
    checked: "data-checked:bg-emerald-50 data-checked:text-emerald-800 data-checked:ring-emerald-600/40",
  },
  amber: {
    dot: "bg-amber-500",
    chip: "bg-amber-50 text-amber-900 ring-amber-600/30",
    checked: "data-checked:bg-amber-50 data-checked:text-amber-900 data-checked:ring-amber-600/40",
  },
  rose: {
    dot: "bg-rose-500",
    chip: "bg-rose-50 text-rose-800 ring-rose-600/30",
    checked: "data-checked:bg-rose-50 data-checked:text-rose-800 data-checked:ring-rose-600/40",
  },
};
