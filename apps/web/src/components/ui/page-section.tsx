import type { ReactNode } from 'react';

/** A section of a page under its h2; the heading (`id`) names the section. */
export function PageSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-5" aria-labelledby={id}>
      <h2 id={id} className="section-title h3">
        {title}
      </h2>
      {children}
    </section>
  );
}
