import { useRef, useState, type FormEvent } from 'react';
import { useSay, type Said } from '../../i18n/said.ts';
import { fieldRefusals, refusalSaid } from './refusal.ts';

export type FieldErrorTexts<Field extends string> = Partial<Record<Field, string>>;
export type FieldProblems<Field extends string> = Partial<Record<Field, Said>>;

/**
 * A console form's sending: checked first by the rule the api applies (each problem beside its field, nothing sent),
 * then sent; the api's refusal in an alert and beside its fields. Either way the first refused field, in the form's
 * order, has the keyboard (spec §5). `controlOf` names a field's control when its id is not the field's name.
 * The problems are kept as said, not as text: after a language switch they read in the new language.
 */
export const useCheckedForm = <Field extends string>(order: readonly Field[], controlOf: (field: Field) => string = (field) => field) => {
  const say = useSay();
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [refusal, setRefusal] = useState<Said | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirst = (found: FieldProblems<Field>) => {
    const first = order.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${controlOf(first)}"]`)?.focus();
  };
  const submit = (check: () => FieldProblems<Field>, send: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length) return focusFirst(found);
    setSaving(true);
    try {
      await send();
    } catch (error) {
      const fromApi = fieldRefusals(error) as FieldProblems<Field>;
      setProblems(fromApi);
      setRefusal(refusalSaid(error));
      focusFirst(fromApi);
    } finally {
      setSaving(false);
    }
  };
  const errors = Object.fromEntries(Object.entries(problems).map(([field, said]) => [field, say(said as Said)])) as FieldErrorTexts<Field>;
  return { form, errors, formError: refusal ? say(refusal) : null, saving, submit };
};
