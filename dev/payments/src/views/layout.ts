import { html, type SafeHtml } from '../../../shared/src/html.js';
import { type PageLanguage, pageTexts } from './page-texts.js';
import { CHECKOUT_STYLESHEET_PATH } from './stylesheet.js';

/** The frame of every page the stand-in serves; `wide` for tables (the checkout stays phone-narrow). */
export function layout(
  title: string,
  body: SafeHtml,
  options: { wide?: boolean; language?: PageLanguage } = {},
): string {
  const language = options.language ?? 'en';
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${CHECKOUT_STYLESHEET_PATH}">
</head>
<body>
<main${options.wide ? html` class="wide"` : ''}>
<p class="test-banner">${pageTexts[language].testBanner}</p>
${body}
</main>
</body>
</html>
`.value;
}
