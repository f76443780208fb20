import { useLingui } from '@lingui/react';
import { type Coupon, type CouponUse, todayIsoDate } from '@soccer/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryAnswer } from '../../../components/ui/query-answer';
import { usePageTitle } from '../../../hooks/use-page-title';
import { localDate, localMoney } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';
import { couponInputOf, coupons, couponUses, useSaveCoupon } from '../api/coupons';
import { blankCoupon, CouponForm } from '../components/coupon-form';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../coupons.scss';

/** Staff's coupons (decision 0086): list, create, edit, turn off or on, and every held use. */
export function CouponsPage() {
  const { _ } = useLingui();
  usePageTitle(_('coupons.title'));
  return (
    <RequireSignIn heading={_('coupons.title')} staff>
      <Coupons />
    </RequireSignIn>
  );
}

/** What is open: no form, the new coupon's form, or a saved coupon's. */
type Editing = null | { id: number; coupon: Coupon | null };

function Coupons() {
  const { _ } = useLingui();
  const list = coupons.use();
  const uses = couponUses.use();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <div className="container py-4">
      <PageHeader title={_('coupons.title')} lead={_('coupons.lead')} />
      {editing ? (
        <CouponForm
          key={editing.id}
          id={editing.id}
          values={editing.coupon ? couponInputOf(editing.coupon) : blankCoupon(todayIsoDate())}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button className="mb-4" onClick={() => setEditing({ id: 0, coupon: null })}>
          {_('coupons.new')}
        </Button>
      )}
      <QueryAnswer query={list} loading={_('coupons.loading')} failed={_('coupons.failed')}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-body-secondary">{_('coupons.none')}</p>
          ) : (
            <CouponTable items={items} onEdit={(coupon) => setEditing({ id: coupon.id, coupon })} />
          )
        }
      </QueryAnswer>
      <h2 className="h5 mt-5" id="coupon-uses">
        {_('coupons.uses.title')}
      </h2>
      <QueryAnswer query={uses} loading={_('coupons.uses.loading')} failed={_('coupons.uses.failed')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-body-secondary">{_('coupons.uses.none')}</p>
          ) : (
            <UseTable rows={rows} />
          )
        }
      </QueryAnswer>
    </div>
  );
}

function CouponTable({ items, onEdit }: { items: Coupon[]; onEdit: (coupon: Coupon) => void }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const save = useSaveCoupon();
  const toggle = async (c: Coupon) => {
    const result = await save.mutateAsync({ id: c.id, body: { ...couponInputOf(c), active: !c.active } });
    if (!result.ok) toast(result.message, 'danger');
  };
  return (
    <Table className="align-middle stacked-table" aria-label={_('coupons.title')}>
      <thead>
        <tr>
          <th scope="col">{_('coupons.col.code')}</th>
          <th scope="col">{_('coupons.col.discount')}</th>
          <th scope="col">{_('coupons.col.valid')}</th>
          <th scope="col">{_('coupons.col.uses')}</th>
          <th scope="col">{_('coupons.col.for')}</th>
          <th scope="col">
            <span className="visually-hidden">{_('coupons.col.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((c) => (
          <tr key={c.id} data-testid="coupon-row">
            <th scope="row" className="text-nowrap">
              <span className="font-monospace">{c.code}</span>{' '}
              {c.active ? null : <Badge bg="secondary">{_('coupons.off')}</Badge>}
            </th>
            <td className="text-nowrap" data-label={_('coupons.col.discount')}>
              {c.kind === 'amount' ? localMoney(c.value) : _('coupons.percentOff', { percent: c.value })}
            </td>
            <td className="text-nowrap" data-label={_('coupons.col.valid')}>
              {_('coupons.validRange', { from: localDate(c.validFrom), to: localDate(c.validTo) })}
            </td>
            <td data-label={_('coupons.col.uses')}>
              {c.totalUses === null
                ? _('coupons.usesNoLimit', { taken: c.usesTaken })
                : _('coupons.usesOf', { taken: c.usesTaken, total: c.totalUses })}
              {c.usesPerAccount === null ? null : (
                <div className="small text-body-secondary">
                  {_('coupons.perAccount', { count: c.usesPerAccount })}
                </div>
              )}
              {c.discountGiven > 0 ? (
                <div className="small text-body-secondary">
                  {_('coupons.given', { amount: localMoney(c.discountGiven) })}
                </div>
              ) : null}
            </td>
            <td data-label={_('coupons.col.for')}>
              {c.scope === 'all'
                ? _('coupons.scope.all')
                : _('coupons.chosenCount', {
                    count: c.campIds.length + c.sessionIds.length + c.tournamentIds.length,
                  })}
            </td>
            <td>
              <div className="d-flex flex-wrap gap-2 justify-content-md-end">
                <Button size="sm" variant="outline-primary" onClick={() => onEdit(c)}>
                  {_('coupons.edit', { code: c.code })}
                </Button>
                <Button size="sm" variant="outline-secondary" onClick={() => void toggle(c)}>
                  {_(c.active ? 'coupons.turnOff' : 'coupons.turnOn', { code: c.code })}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function UseTable({ rows }: { rows: CouponUse[] }) {
  const { _ } = useLingui();
  return (
    <Table size="sm" className="stacked-table" aria-labelledby="coupon-uses">
      <thead>
        <tr>
          <th scope="col">{_('coupons.col.code')}</th>
          <th scope="col">{_('coupons.uses.who')}</th>
          <th scope="col">{_('coupons.uses.account')}</th>
          <th scope="col">{_('coupons.col.discount')}</th>
          <th scope="col">{_('coupons.uses.status')}</th>
          <th scope="col">{_('coupons.uses.when')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((u) => (
          <tr key={`${u.registrationKind}-${u.registrationId}`} data-testid="coupon-use">
            <td className="font-monospace text-nowrap">{u.couponCode}</td>
            <td data-label={_('coupons.uses.who')}>
              {u.who}
              <div className="small text-body-secondary">{u.what}</div>
            </td>
            <td data-label={_('coupons.uses.account')}>{u.accountEmail}</td>
            <td className="text-nowrap" data-label={_('coupons.col.discount')}>
              −{localMoney(u.discount)}
            </td>
            <td data-label={_('coupons.uses.status')}>{_(`status.${u.status}`)}</td>
            <td className="text-nowrap" data-label={_('coupons.uses.when')}>
              {localInstant(u.takenAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
