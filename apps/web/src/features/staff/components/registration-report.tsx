import { useLingui } from '@lingui/react';
import type { RegistrationStatus } from '@soccer/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import {
  type ListColumn,
  ResponsiveList,
  type ResponsiveListProps,
} from '../../../components/ui/responsive-list';
import { RowActions } from '../../../components/ui/row-actions';
import { errorMessage } from '../../../lib/error-reporting';
import type { RegistrationKind } from '../../../lib/query-keys';
import { CancelRegistrationDialog, type CancelTarget, canCancel } from './cancel-registration-dialog';
import { LoadError } from './load-error';
import { MoveRegistrationDialog, type MoveTarget } from './move-registration-dialog';
import { canRefund, RefundDialog, type RefundTarget } from './refund-dialog';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

/** Where a report's 'back' button goes: the summary it was opened from. */
export interface ReportBack {
  href: string;
  label: string;
}

function BackLink({ back }: { back: ReportBack }) {
  return (
    <Link className="btn btn-outline-secondary" to={back.href}>
      {back.label}
    </Link>
  );
}

/**
 * What a report shows until all of its queries have loaded: the loader, or the heading, the first
 * load error with a retry of them all, and the way back. Null once they have all loaded.
 */
export function reportNotReady(heading: string, back: ReportBack, queries: UseQueryResult[]): ReactNode {
  if (queries.some((query) => query.isPending)) return <ReportLoader />;
  const failed = queries.find((query) => query.isError);
  if (!failed) return null;
  return (
    <div className="container py-4">
      <PageHeader title={heading} />
      <LoadError
        message={errorMessage(failed.error)}
        onRetry={() => {
          for (const query of queries) void query.refetch();
        }}
      />
      <BackLink back={back} />
    </div>
  );
}

function ReportLoader() {
  const { _ } = useLingui();
  return <PageLoader label={_('staff.report.loading')} />;
}

type ReportList<T> = Pick<
  ResponsiveListProps<T>,
  'label' | 'caption' | 'card' | 'cardTestId' | 'tableTestId'
> & {
  /** The columns before the actions. */
  columns: ListColumn<T>[];
  /** The status badge beside the name at the top of a card. */
  badge: (item: T) => ReactNode;
};

/** A registration in a report: its id, whose it is (shown as text) and its status. */
export interface ReportRegistration {
  id: number;
  name: string;
  status: RegistrationStatus;
}

export interface ReportFact {
  label: string;
  value: ReactNode;
  testId?: string;
}

interface RegistrationReportProps<T> {
  kind: RegistrationKind;
  title: string;
  /** The line under the title (the report's name). */
  subtitle: ReactNode;
  /** The facts of what the registrations are for, four to a row on wide screens. */
  facts: ReportFact[];
  /** The export buttons, before the way back. */
  exports: ReactNode;
  back: ReportBack;
  items: T[];
  emptyText: string;
  /** How the registrations show; a card starts with the name and status, rows and cards end with the actions. */
  list: ReportList<T>;
  reported: (item: T) => ReportRegistration;
  /** 'Release hold' of a registration that has one. */
  release?: (item: T) => (() => void) | undefined;
  /** The dialog `release` opens. */
  releaseDialog?: ReactNode;
  /** 'Move' of a paid registration to another session (camps). */
  movable?: boolean;
  /** What follows the registrations (a session's waitlist). */
  after?: ReactNode;
}

/**
 * A loaded registration report: title, facts, exports and the way back, then the registrations
 * with their actions (refund, release hold, cancel) and the dialogs those open.
 */
export function RegistrationReport<T>({
  kind,
  title,
  subtitle,
  facts,
  exports,
  back,
  items,
  emptyText,
  list: { columns, card, badge, ...list },
  reported,
  release,
  releaseDialog,
  movable = false,
  after,
}: RegistrationReportProps<T>) {
  const { _ } = useLingui();
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null);
  const [refundTarget, setRefundTarget] = useState<RefundTarget | null>(null);
  const [moveTarget, setMoveTarget] = useState<MoveTarget | null>(null);
  const actions = (item: T) => {
    const r = reported(item);
    return (
      <RegistrationActions
        registration={r}
        onRefund={() => setRefundTarget({ id: r.id, name: r.name })}
        onRelease={release?.(item)}
        onMove={movable && r.status === 'paid' ? () => setMoveTarget({ id: r.id, name: r.name }) : undefined}
        onCancel={() => setCancelTarget(r)}
      />
    );
  };
  return (
    <div className="container py-4">
      <PageHeader title={title}>
        <p className="text-body-secondary mb-0">{subtitle}</p>
      </PageHeader>
      <dl className="report-info row g-3 mb-4">
        {facts.map((fact) => (
          <div key={fact.label} className="col-6 col-md-3">
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="d-flex flex-wrap gap-2 mb-4">
        {exports}
        <BackLink back={back} />
      </div>
      {items.length === 0 ? (
        <p className="text-body-secondary">{emptyText}</p>
      ) : (
        <ResponsiveList
          items={items}
          itemKey={(item) => reported(item).id}
          columns={[
            ...columns,
            {
              header: <span className="visually-hidden">{_('staff.actions')}</span>,
              cellClassName: 'text-end',
              cell: actions,
            },
          ]}
          card={(item) => (
            <>
              <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                <h2 className="h5 mb-0 break-anywhere">{reported(item).name}</h2>
                {badge(item)}
              </div>
              {card(item)}
              {actions(item)}
            </>
          )}
          tableClassName="table align-middle staff-table"
          cardClassName="staff-card"
          {...list}
        />
      )}
      {after}
      <CancelRegistrationDialog kind={kind} target={cancelTarget} onClose={() => setCancelTarget(null)} />
      {releaseDialog}
      <RefundDialog kind={kind} target={refundTarget} onClose={() => setRefundTarget(null)} />
      {movable ? <MoveRegistrationDialog target={moveTarget} onClose={() => setMoveTarget(null)} /> : null}
    </div>
  );
}

/**
 * A registration's buttons: 'Refund' while it may have a payment to refund, 'Release hold' when
 * `onRelease` is given, 'Move' when `onMove` is, 'Cancel' until it is cancelled; nothing when none applies.
 */
function RegistrationActions({
  registration: r,
  onRefund,
  onRelease,
  onMove,
  onCancel,
}: {
  registration: ReportRegistration;
  onRefund: () => void;
  onRelease?: () => void;
  onMove?: () => void;
  onCancel: () => void;
}) {
  const { _ } = useLingui();
  const name = r.name;
  return (
    <RowActions
      className="d-flex flex-wrap gap-2 justify-content-md-end"
      actions={[
        canRefund(r.status) && {
          label: _('staff.report.refund'),
          name: _('staff.report.refundOf', { name }),
          onClick: onRefund,
        },
        onRelease && {
          label: _('staff.report.release'),
          name: _('staff.report.releaseOf', { name }),
          onClick: onRelease,
        },
        onMove && {
          label: _('staff.report.move'),
          name: _('staff.report.moveOf', { name }),
          onClick: onMove,
        },
        canCancel(r.status) && {
          label: _('staff.report.cancel'),
          name: _('staff.report.cancelOf', { name }),
          onClick: onCancel,
          variant: 'danger',
        },
      ]}
    />
  );
}
