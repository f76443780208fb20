// See startAfterLoad, api plugins/spa.ts.
(() => {
  const me = document.currentScript;
  const start = () => {
    for (const href of (me.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.dataset.start;
    document.head.append(script);
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
})();
