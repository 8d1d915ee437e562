import type {
  FieldPath,
  FieldValues,
  FormState,
  RegisterOptions,
  UseFormGetFieldState,
  UseFormRegister,
  UseFormRegisterReturn,
} from "react-hook-form";

/** A field's registration and the message of its current error. */
export type BoundField = UseFormRegisterReturn & { error: string | undefined };

/** What a field is bound through: a form (`useForm`, `useFormContext`), or its parts. */
interface FieldSource<T extends FieldValues> {
  register: UseFormRegister<T>;
  getFieldState: UseFormGetFieldState<NoInfer<T>>;
  formState: FormState<NoInfer<T>>;
}

/**
 * Binds labelled fields to a react-hook-form form: `field(name)` is the field's registration and
 * the message of its current error, the props a TextField, SelectField or TextareaField takes.
 */
export function bindField<T extends FieldValues>(form: FieldSource<T>) {
  return (name: FieldPath<T>, options?: RegisterOptions<T, FieldPath<T>>): BoundField => ({
    ...form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
