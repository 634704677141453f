import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminApiError } from './admin-api.ts';

export type FieldErrorTexts<Field extends string> = Partial<Record<Field, string>>;

/**
 * A console form's sending: checked first by the rule the api applies (each problem beside its field, nothing sent),
 * then sent; the api's refusal in an alert and beside its fields. Either way the first refused field, in the form's
 * order, has the keyboard (spec §5). `controlOf` names a field's control when its id is not the field's name.
 */
export const useCheckedForm = <Field extends string>(order: readonly Field[], controlOf: (field: Field) => string = (field) => field) => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrorTexts<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirst = (found: FieldErrorTexts<Field>) => {
    const first = order.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${controlOf(first)}"]`)?.focus();
  };
  const submit = (check: () => FieldErrorTexts<Field>, send: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return focusFirst(found);
    setSaving(true);
    try {
      await send();
    } catch (error) {
      const fromApi = error instanceof AdminApiError ? (error.fieldErrors as FieldErrorTexts<Field>) : {};
      setErrors(fromApi);
      setFormError(error instanceof AdminApiError && error.messages[0] ? error.messages[0] : t('errors.generic'));
      focusFirst(fromApi);
    } finally {
      setSaving(false);
    }
  };
  return { form, errors, formError, saving, submit };
};
