import type { ReactNode } from "react";
import { FormPage } from "../page-header";
import type { RecordKind } from "./record-kind";

/** What an add page says above its form: "Add an asset" and what to start with. */
export interface AddRecordPageText {
  title: string;
  description: ReactNode;
}

/**
 * A kind's add page (`/add/company`): "Add company" as the tab's title, the kind's list as the
 * way back, then the form.
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
  return (
    <FormPage
      documentTitle={`Add ${kind.nouns.singular}`}
      back={{ label: kind.nouns.plural, href: kind.listHref() }}
      title={text.title}
      description={text.description}
    >
      {children}
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
