/** A text's '{name}' placeholders filled in; an unknown one stays as written, so a missing value shows. */
export const fillText = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => (k in vars ? String(vars[k]) : `{${k}}`));
