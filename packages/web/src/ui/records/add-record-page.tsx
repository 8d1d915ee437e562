import type { ReactNode } from "react";
import { FormPage } from "../page-header";
import { useModuleRight } from "../use-can-read";
import type { RecordKind } from "./record-kind";
import { WriteRightNotice } from "./write-right-notice";

/** What an add page says above its form: "Add an asset" and what to start with. */
export interface AddRecordPageText {
  title: string;
  description: ReactNode;
}

/** "a" or "an" before a noun, by its first letter. */
function articleOf(noun: string): string {
  return /^[aeiou]/i.test(noun) ? "an" : "a";
}

/**
 * A kind's add page (`/add/company`): "Add company" as the tab's title, the kind's list as the
 * way back, then the form. A role that may not add the kind is told so first, and the form is
 * locked (a disabled fieldset) rather than failing on save.
 */
export function AddRecordPage<T extends { id: number }>({
  kind,
  text,
  children,
}: {
  kind: RecordKind<T>;
  text: AddRecordPageText;
  children: ReactNode;
}) {
  const canAdd = useModuleRight(kind.module, "write");
  return (
    <FormPage
      documentTitle={`Add ${kind.nouns.singular}`}
      back={{ label: kind.nouns.plural, href: kind.listHref() }}
      title={text.title}
      description={text.description}
    >
      {canAdd ? (
        children
      ) : (
        <>
          <WriteRightNotice
            action={`add ${articleOf(kind.nouns.singular)} ${kind.nouns.singular}`}
            module={kind.module}
          />
          <fieldset disabled aria-label={`Add ${kind.nouns.singular} (locked)`} className="min-w-0">
            {children}
          </fieldset>
        </>
      )}
    </FormPage>
  );
}

/** The route component of an add page whose form stands alone: `export const Component = addRecordPage(...)`. */
export function addRecordPage<T extends { id: number }>(
  kind: RecordKind<T>,
  text: AddRecordPageText,
  Form: () => ReactNode,
) {
  return function AddRecordRoute() {
    return (
      <AddRecordPage kind={kind} text={text}>
        <Form />
      </AddRecordPage>
    );
  };
}
