import type { UseMutationResult } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { FormPage } from "../../../ui/page-header";
import type { LibraryFormProps } from "./library-form";
import type { LibraryPages } from "./library-pages";

/**
 * The add page of a template or a snippet: the form, then the new item's view ("… was added.");
 * the item's list is the way back.
 */
export function AddLibraryItemPage<TRecord extends { id: number; name: string }, TRequest>({
  page,
  create,
  Form,
}: {
  page: LibraryPages;
  create: UseMutationResult<TRecord, Error, TRequest>;
  Form: ComponentType<LibraryFormProps<TRecord, TRequest>>;
}) {
  const { noun, list, addDescription: description, viewHref } = page;
  const navigate = useNavigate();
  return (
    <FormPage documentTitle={`Add ${noun}`} back={list} title={`Add a ${noun}`} description={description}>
      <Form
        save={(request) => create.mutateAsync(request)}
        onSaved={(item) => {
          toast.success(`${item.name} was added.`);
          void navigate(viewHref(item.id), { replace: true });
        }}
        cancelHref={list.href}
        submitLabel={`Add ${noun}`}
      />
    </FormPage>
  );
}
