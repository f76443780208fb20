import { createHash } from 'node:crypto';

/**
 * Static files of the provider's pages. They live in TypeScript so they ship inside the compiled
 * package without a copy step; they are still served as separate files because the pages carry a
 * CSP without 'unsafe-inline'.
 */
const stylesheet = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  font-size:1rem;line-height:1.5;color:#1d2430;background:#eef2ef}
main{width:100%;max-width:26rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.brand{margin:0 0 1rem;font-weight:700;color:#1b6e3a;text-align:center;letter-spacing:.02em}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem}
.lead{color:#4a5565}
form{margin:0}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=email],input[type=password],input[type=text]{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;
  font:inherit;font-size:1rem;color:inherit;background:#fff;border:1px solid #8a94a3;border-radius:.375rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
input[aria-invalid=true]{border-color:#b42318}
.hint{display:block;font-size:.875rem;color:#4a5565;margin-top:.25rem}
.field-error{display:block;font-size:.875rem;color:#b42318;margin-top:.25rem}
.button{display:block;width:100%;min-height:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;color:#fff;
  background:#1b6e3a;border:0;border-radius:.375rem;cursor:pointer;text-align:center;text-decoration:none}
.button:hover{background:#145530}
.button-secondary{color:#145530;background:#fff;border:1px solid #1b6e3a}
.button-secondary:hover{background:#e7f5ec}
.secondary-action{margin-top:.75rem}
.alert{padding:.75rem 1rem;border-radius:.375rem;margin-bottom:1rem}
.alert-error{background:#fdecea;color:#8a1c12;border:1px solid #f3b5ad}
.alert-success{background:#e7f5ec;color:#145530;border:1px solid #a9d8b8}
.links{margin-top:1.25rem;padding-top:1rem;border-top:1px solid #e2e6ea}
.links p{margin:.25rem 0}
a{color:#145530;text-underline-offset:2px}
details{margin-top:1.5rem;font-size:.875rem;color:#4a5565}
summary{cursor:pointer}
details ul{padding-left:1.25rem;margin:.5rem 0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
`;

// Submits the form of the button marked data-auto-submit (RP-initiated logout with a valid id_token_hint).
const autoSubmitScript = `document.addEventListener('DOMContentLoaded', function () {
  var button = document.querySelector('[data-auto-submit]');
  if (button) button.click();
});
`;

export interface StaticAsset {
  readonly path: string;
  readonly contentType: string;
  readonly body: string;
  /** Path with a content-hash query, so the file can be cached long. */
  readonly url: string;
}

function asset(path: string, contentType: string, body: string): StaticAsset {
  const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { path, contentType, body, url: `${path}?v=${version}` };
}

export const stylesheetAsset = asset('/assets/identity.css', 'text/css; charset=utf-8', stylesheet);
export const autoSubmitAsset = asset(
  '/assets/auto-submit.js',
  'text/javascript; charset=utf-8',
  autoSubmitScript,
);

export const staticAssets: ReadonlyMap<string, StaticAsset> = new Map(
  [stylesheetAsset, autoSubmitAsset].map((a) => [a.path, a]),
);
