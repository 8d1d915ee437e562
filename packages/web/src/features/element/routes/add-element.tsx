import { zodResolver } from "@hookform/resolvers/zod";
import type { ElementProfileInput } from "@rightsdesk/domain";
import { FormProvider, useForm } from "react-hook-form";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { paths } from "../../../routing/paths";
import { AddRecordPage } from "../../../ui/records/add-record-page";
import { AddRecordForm, useAddRecordSubmit } from "../../../ui/records/add-record-form";
import { useCreateElement } from "../api/change-element";
import { elementKind } from "../api/element-kind";
import { ElementFields } from "../components/element-fields";
import {
  ElementFormSchema,
  elementFormFieldNames,
  emptyElementForm,
  type ElementFormValues,
} from "../lib/element-profile-form";

const addElementText = {
  title: "Add an element",
  description:
    "Music, footage, an image, a font…: what it is and who licenses it. Its licences are added on its page.",
};

/** /add/element: a new element (its type decides its details), then its page. */
export function Component() {
  const create = useCreateElement();
  const form = useForm<ElementFormValues, unknown, ElementProfileInput>({
    resolver: zodResolver(ElementFormSchema),
    defaultValues: emptyElementForm,
  });
  const { onSubmit, failure, submitting } = useAddRecordSubmit({
    form,
    editName: "add-element",
    create: create.mutateAsync,
    serverErrors: (error) => serverFieldErrors(error, elementFormFieldNames),
    failureText: "The element could not be added.",
    added: (element) => ({
      text: `${element.title} was added.`,
      href: paths.app.element.getHref(element.id),
    }),
  });
  return (
    <AddRecordPage kind={elementKind} text={addElementText}>
      <FormProvider {...form}>
        <AddRecordForm
          label="Add element"
          onSubmit={onSubmit}
          failure={failure}
          failureTitle="Not saved"
          focusFailure={false}
          cancelHref={paths.app.elements.all.getHref()}
          busy={submitting || create.isPending}
        >
          <ElementFields parts={["profile", "vendor"]} />
        </AddRecordForm>
      </FormProvider>
    </AddRecordPage>
  );
}
