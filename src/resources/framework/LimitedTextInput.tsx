/**
 * A text input with a D1 §9 limit that says so: the browser stops typing (or cuts a paste) at
 * maxLength, so near the limit the helper text counts the characters, and at it names the limit;
 * nothing is cut silently. An error still takes the helper text's place; a disabled input counts nothing.
 */
import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

/** From this share of the limit on, the count shows (short inputs such as codes show it at once). */
const COUNT_FROM = 0.8;

interface LimitedProps extends TextInputProps {
  maxLength: number;
  /** Other attributes of the HTML input (inputMode…). */
  htmlInput?: Record<string, unknown>;
}

export const LimitedTextInput = ({ maxLength, helperText, htmlInput, ...props }: LimitedProps) => {
  const translate = useTranslate();
  const value = useWatch({ name: props.source }) as unknown;
  const length = typeof value === 'string' ? value.length : 0;
  // A disabled input cannot be typed into: nothing to count.
  const note = props.disabled
    ? undefined
    : length >= maxLength
      ? translate('app.ui.characterLimit', { max: maxLength })
      : length >= Math.floor(maxLength * COUNT_FROM) && length > 0
        ? translate('app.ui.charactersLeft', { count: length, max: maxLength })
        : undefined;
  return (
    <TextInput {...props} helperText={note ?? helperText} slotProps={{ htmlInput: { ...htmlInput, maxLength } }} />
  );
};
