import { DocumentIcon } from "../../../ui/icons";
import { recordListRoute, type RecordListSpec } from "../../../ui/records/record-list";
import type { LibraryPages } from "./library-pages";

/**
 * A library's list route (`/contracts/snippets/all`): every item of the kind, a row opening its
 * view, "Add …" on the empty list for users who may write contracts.
 */
export function libraryListRoute<T extends { id: number }>(
  pages: LibraryPages,
  spec: Pick<RecordListSpec<T>, "queryKey" | "list" | "columns"> & { empty: { title: string; text: string } },
) {
  return recordListRoute<T>({
    ...spec,
    module: "Contracts",
    title: pages.list.label,
    caption: pages.list.label,
    itemLabel: `${pages.noun}s`,
    rowHref: (item) => pages.viewHref(item.id),
    offerBack: false,
    empty: {
      icon: <DocumentIcon className="size-5" />,
      ...spec.empty,
      add: { href: pages.addHref, label: `Add ${pages.noun}` },
    },
  });
}
