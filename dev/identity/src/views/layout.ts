import { html, type SafeHtml } from '../../../shared/src/html.js';
import { autoSubmitAsset, stylesheetAsset } from './assets.js';

export const PRODUCT_NAME = 'Soccer Registration';

export interface LayoutOptions {
  /** Loads the external auto-submit script (no inline JavaScript anywhere). */
  autoSubmit?: boolean;
  /** The page's language (`ui_locales`); English by default. */
  language?: 'en' | 'es';
}

export function layout(title: string, content: SafeHtml, options: LayoutOptions = {}): SafeHtml {
  return html`<!doctype html>
<html lang="${options.language ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${PRODUCT_NAME}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${stylesheetAsset.url}">
${options.autoSubmit ? html`<script src="${autoSubmitAsset.url}" defer></script>` : ''}
</head>
<body>
<main>
<p class="brand">${PRODUCT_NAME}</p>
<div class="card">
${content}
</div>
</main>
</body>
</html>
`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  autofocus?: boolean;
}

/** A labelled input; errors and hints are tied to it with aria-describedby for screen readers. */
export function field(options: FieldOptions): SafeHtml {
  const { name, error, hint } = options;
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${name}">${options.label}</label>
<input id="${name}" name="${name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
    options.value ? html` value="${options.value}"` : ''
  }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}${
    options.autofocus ? html` autofocus` : ''
  }>
${hint ? html`<span class="hint" id="${name}-hint">${hint}</span>` : ''}
${error ? html`<span class="field-error" id="${name}-error">${error}</span>` : ''}
</div>`;
}

export function alert(kind: 'error' | 'success', message: string | undefined): SafeHtml | '' {
  if (!message) return '';
  return html`<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`;
}
