import { paths } from "../../../routing/paths";

/** A kind of library item's pages: its list, its add page and what it says, its items' views. */
export interface LibraryPages {
  /** "snippet" */
  noun: string;
  list: { label: string; href: string };
  addHref: string;
  /** What the add page says above the form. */
  addDescription: string;
  viewHref: (id: number) => string;
}

/** The pages of snippets and templates. */
export const libraryPages = {
  snippet: {
    noun: "snippet",
    list: { label: "Contract snippets", href: paths.app.contractSnippets.all.getHref() },
    addHref: paths.app.contractSnippets.add.getHref(),
    addDescription:
      "A clause written once and used by any number of templates. Placeholders are filled from each contract.",
    viewHref: paths.app.contractSnippets.view.getHref,
  },
  template: {
    noun: "template",
    list: { label: "Contract templates", href: paths.app.contractTemplates.all.getHref() },
    addHref: paths.app.contractTemplates.add.getHref(),
    addDescription: "Put snippets and form parts in order; contracts are drawn from the template as PDFs.",
    viewHref: paths.app.contractTemplates.view.getHref,
  },
} satisfies Record<string, LibraryPages>;
