const loads = new Map<string, { script: HTMLScriptElement; promise: Promise<void> }>();

/**
 * Adds `<script src async>` once per URL and resolves when it has run. A failed or removed
 * script is forgotten so a later call tries again. (The site's CSP lists the captcha provider's
 * origin when that provider is configured.)
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const known = loads.get(src);
  if (known?.script.isConnected) return known.promise;
  const script = doc.createElement('script');
  const promise = new Promise<void>((resolve, reject) => {
    script.src = src;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
  });
  loads.set(src, { script, promise });
  doc.head.appendChild(script);
  return promise;
}
