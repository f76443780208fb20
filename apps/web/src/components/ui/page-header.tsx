import type { ReactNode } from 'react';

/** The page's one h1 and an optional lead line. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="page-header mb-4">
      <h1 className="page-title">{title}</h1>
      {lead ? <p className="lead text-body-secondary mb-0">{lead}</p> : null}
      {children}
    </div>
  );
}
