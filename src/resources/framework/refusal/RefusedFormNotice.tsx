/**
 * A refused form moves to its first invalid field and says how many need attention (issue 30 §3;
 * the developers' guide: "a refused form moves focus to its first invalid field").
 *
 * Usage in a form that keeps its own errors (three lines):
 *   const refusal = useRefusedForm();
 *   if (Object.keys(found).length > 0) { refusal.refuse(); return; }   // also after a server's field errors
 *   <RefusedFormNotice refusal={refusal} />                             // inside the <form>, next to its submit button
 *                                                                       // (`end` when that button stands at the row's end)
 * A react-admin (react-hook-form) form puts <HookFormRefusedNotice /> after its fields, right above its
 * toolbar (in a phone's fixed save bar it would grow the bar over the last field).
 * A group of radios or checkboxes counts when its RadioGroup/FormGroup carries aria-invalid.
 *
 * After the render that marked the fields, the notice finds its form, moves to the first field
 * marked aria-invalid in document order and shows the count in a polite live region; every refusal
 * moves again, even with the same errors. The count follows the marks and goes when none is left
 * (the form became valid, or a submit went through).
 */
import { Box } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { refusedFieldsText } from '../../../i18n/formMessages';
import { invalidFields, moveToField } from './invalidFields';

/** How many times the form was refused: each change is one more refusal to answer. */
export interface Refusal {
  attempt: number;
}

export function useRefusedForm(): Refusal & { refuse: () => void } {
  const [attempt, setAttempt] = useState(0);
  const refuse = useCallback(() => setAttempt((n) => n + 1), []);
  return { attempt, refuse };
}

/** Kept in the page while empty (a live region must exist before it speaks), taking no room. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const shown = {
  flexBasis: '100%',
  gridColumn: '1 / -1',
  color: 'error.main',
  typography: 'body2',
  fontWeight: 500,
} as const;

/** `end`: the submit button stands at the end of its row, and the notice lines up under it. */
export const RefusedFormNotice = ({ refusal, end = false }: { refusal: Refusal; end?: boolean }) => {
  const region = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(0);
  const { attempt } = refusal;

  useEffect(() => {
    const form = region.current?.closest('form');
    if (attempt === 0 || !form) return;
    const fields = invalidFields(form);
    setCount(fields.length);
    if (fields[0]) moveToField(fields[0]);
  }, [attempt]);

  const showing = count > 0;
  useEffect(() => {
    const form = region.current?.closest('form');
    if (!showing || !form) return;
    const observer = new MutationObserver(() => setCount(invalidFields(form).length));
    observer.observe(form, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-invalid', 'disabled', 'aria-hidden'],
    });
    return () => observer.disconnect();
  }, [showing]);

  return (
    <Box
      ref={region}
      role="status"
      aria-live="polite"
      data-testid="form-refused"
      sx={showing ? { ...shown, textAlign: end ? 'right' : undefined } : hidden}
    >
      {/* A new node per refusal: a screen reader repeats the count even when it did not change. */}
      {showing && <span key={attempt}>{refusedFieldsText(count)}</span>}
    </Box>
  );
};

/**
 * The notice of a react-hook-form form (react-admin's SimpleForm, whose own focusing is off):
 * a submit that ends with errors is a refusal, as react-admin's own invalid-form message reads it.
 */
export const HookFormRefusedNotice = () => {
  const { submitCount, errors } = useFormState();
  const [attempt, setAttempt] = useState(0);
  const seen = useRef(submitCount);
  const refused = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (refused) setAttempt((n) => n + 1);
  }, [submitCount, refused]);
  return <RefusedFormNotice refusal={{ attempt }} />;
};
