import { isMaskedSecret, type SectionField } from "@rightsdesk/domain";
import { paths } from "../../routing/paths";
import { Badge } from "../badge";
import { Button } from "../button";
import { cx } from "../cx";
import { focusRing } from "../focus-ring";
import { ModuleLink } from "../module-link";
import { formatLogTime } from "./log-changes";
import type { RecordSectionDefinition, RecordSectionItem } from "./record-section";
import { SecretValue, type SecretReveals } from "./secret-value";
import { formatSectionValue, sectionColumns, sectionItemTitle } from "./section-form";

export interface SectionControls {
  disabled: boolean;
  onEdit: (item: RecordSectionItem) => void;
  onDelete: (item: RecordSectionItem) => void;
}

type SectionItemsProps = {
  section: RecordSectionDefinition;
  items: readonly RecordSectionItem[];
  /** A table for lists, a card of every field for a "one" section, a feed for notes. */
  layout: "table" | "card" | "notes";
  /** Edit and Delete buttons; null for someone who may only read. */
  controls: SectionControls | null;
  /** "Reveal" beside masked values, for someone who may; null otherwise. */
  reveals: SecretReveals | null;
};

type ItemsProps = Omit<SectionItemsProps, "layout">;

const referenceHrefs: Readonly<Partial<Record<SectionField["kind"], (id: number) => string>>> = {
  company: (id) => paths.app.company.getHref(id),
  person: (id) => paths.app.person.getHref(id),
  element: (id) => paths.app.element.getHref(id),
  contract: (id) => paths.app.contract.getHref(id),
};

/** One value of an item; a referenced record (company, person, element, contract) links to its page. */
function SectionValue({
  section,
  field,
  item,
  reveals,
}: {
  section: RecordSectionDefinition;
  field: SectionField;
  item: RecordSectionItem;
  reveals: SecretReveals | null;
}) {
  const value = item.data[field.name];
  const text = formatSectionValue(field, value, item.labels);
  if (field.kind === "secret" && reveals && isMaskedSecret(value)) {
    return (
      <SecretValue
        masked={text}
        label={`${field.label} of ${section.itemLabel} ${sectionItemTitle(section, item)}`}
        itemId={item.id}
        version={item.version}
        field={field.name}
        reveals={reveals}
      />
    );
  }
  const href = referenceHrefs[field.kind];
  // A one-word option stays whole ("SAG-AFTRA" is not broken at its hyphen).
  if (field.kind === "select" && /^\S+$/.test(text)) return <span className="whitespace-nowrap">{text}</span>;
  if (!href || typeof value !== "number") return <>{text}</>;
  return (
    <ModuleLink
      to={href(value)}
      className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
    >
      {text}
    </ModuleLink>
  );
}

/** A section's items as the person reads them. */
export function SectionItems({ layout, ...props }: SectionItemsProps) {
  if (layout === "card") return <ItemCard {...props} />;
  if (layout === "notes") return <NoteFeed {...props} />;
  return <ItemTable {...props} />;
}

function ItemActions({
  section,
  item,
  controls,
}: {
  section: RecordSectionDefinition;
  item: RecordSectionItem;
  controls: SectionControls;
}) {
  const name = sectionItemTitle(section, item);
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="ghost"
        className="px-2.5 py-1.5 disabled:opacity-40 disabled:hover:bg-transparent"
        disabled={controls.disabled}
        aria-label={`Edit ${section.itemLabel} ${name}`}
        onClick={() => controls.onEdit(item)}
      >
        Edit
      </Button>
      <Button
        variant="ghost"
        className="px-2.5 py-1.5 text-red-700 hover:bg-red-50 disabled:opacity-40 disabled:hover:bg-transparent"
        disabled={controls.disabled}
        aria-label={`Delete ${section.itemLabel} ${name}`}
        onClick={() => controls.onDelete(item)}
      >
        Delete
      </Button>
    </div>
  );
}

function ItemTable({ section, items, controls, reveals }: ItemsProps) {
  const columns = sectionColumns(section);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{section.label}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map((field) => (
              <th key={field.name} scope="col" className="px-4 py-2.5 whitespace-nowrap first:pl-6">
                {field.label}
              </th>
            ))}
            {controls && (
              <th scope="col" className="sticky right-0 bg-slate-50 px-4 py-2.5 pr-6 text-right">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.id} className="align-top">
              {columns.map((field, index) => (
                <td
                  key={field.name}
                  className={
                    index === 0 ? "px-4 py-3 pl-6 font-medium text-slate-900" : "px-4 py-3 text-slate-700"
                  }
                >
                  <SectionValue section={section} field={field} item={item} reveals={reveals} />
                </td>
              ))}
              {controls && (
                // Kept in view when a section's columns are wider than the card.
                <td className="sticky right-0 bg-white px-4 py-2 pr-6">
                  <ItemActions section={section} item={item} controls={controls} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ItemCard({ section, items, controls, reveals }: ItemsProps) {
  const [item] = items;
  if (!item) return null;
  return (
    <div className="px-5 py-5 sm:px-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {section.fields.map((field) => (
          <div key={field.name}>
            <dt className="text-sm text-slate-500">{field.label}</dt>
            <dd className="mt-0.5 text-sm whitespace-pre-wrap text-slate-900">
              <SectionValue section={section} field={field} item={item} reveals={reveals} />
            </dd>
          </div>
        ))}
      </dl>
      {controls && (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <ItemActions section={section} item={item} controls={controls} />
        </div>
      )}
    </div>
  );
}

/** Notes read best as a feed: type, internal mark, the text, who wrote it and when. */
function NoteFeed({ section, items, controls }: ItemsProps) {
  const sorted = [...items].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <ul className="divide-y divide-slate-100">
      {sorted.map((item) => (
        <li key={item.id} className="px-5 py-4 sm:px-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="indigo">{String(item.data["noteType"] ?? "Note")}</Badge>
            {item.data["isInternal"] === true && <Badge tone="amber">Internal</Badge>}
            <span className="text-xs text-slate-500">
              {item.updatedBy ? `${item.updatedBy} · ` : ""}
              {formatLogTime(item.updatedAt)}
            </span>
            {controls && (
              <div className="ml-auto">
                <ItemActions section={section} item={item} controls={controls} />
              </div>
            )}
          </div>
          <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{String(item.data["text"] ?? "")}</p>
        </li>
      ))}
    </ul>
  );
}
