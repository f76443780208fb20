// The site's start on the pages the server sent rendered: their first and largest paint need
// only the HTML (and the lead image), so the scripts (start-up code, the page's chunks) are asked
// for after the load event and never share the phone's connection with what paints first.
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
