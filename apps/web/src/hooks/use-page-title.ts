import { useEffect } from 'react';
import { site } from '../config/site';

/** Sets (or creates) `<meta {attribute}="{key}" content>` in the document head. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/**
 * Sets `document.title` ("Camps | Touchline Soccer Academy"), the meta description and the Open
 * Graph title and description of the current page; the description falls back to the site's.
 * `null` leaves them to a component further down.
 */
export function usePageTitle(title: string | null, description?: string): void {
  useEffect(() => {
    // null: a part of the page sets it (a parent's effect would run after its child's).
    if (title === null) return;
    const fullTitle = title ? `${title} | ${site.name}` : site.name;
    const text = description ?? site.description;
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
  }, [title, description]);
}
