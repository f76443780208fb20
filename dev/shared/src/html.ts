/**
 * A tiny escaping template tag for the stand-ins' pages: every interpolated value is HTML-escaped
 * unless it is markup that came from another `html` template, so names like `<script>` show up as text.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Markup that is already safe; only `html` templates and `trustedHtml` create it. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/** Marks library-generated markup (e.g. oidc-provider's logout form) as safe to embed. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

export type Interpolation =
  | SafeHtml
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false || value === true) return '';
  return escapeHtml(String(value));
}

/** Template tag that escapes every interpolated value unless it is already SafeHtml; `true`, `false`, null and undefined render nothing. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
