import { useEffect } from 'react';
import { site } from '../config/site';

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Sets `document.title` ("Camps | Touchline Soccer Academy") and the meta description of the
 * current page; the description falls back to the site's.
 */
export function usePageTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
    setMetaDescription(description ?? site.description);
  }, [title, description]);
}
