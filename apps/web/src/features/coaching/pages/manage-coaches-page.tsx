import { useLingui } from '@lingui/react';
import {
  allStates,
  apiPaths,
  type CampSession,
  type CoachAssignmentKind,
  coachingLimits,
  coachingMessages,
  type SessionGroups,
  type Tournament,
} from '@soccer/contracts';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useAuth } from '../../../lib/auth/auth-provider';
import { validationText } from '../../../lib/i18n/form-texts';
import { localDateRange } from '../../../lib/i18n/formats';
import { usePublicList } from '../../../lib/public-list';
import {
  coachAssignments,
  sessionGroups,
  useAssignCoach,
  useRemoveAssignment,
  useSetGroup,
} from '../api/coach-assignments';
import { SheetDownloads } from '../components/sheet-downloads';
import '../../../styles/forms.scss';
import '../styles/coaching.scss';

/** /manage/coaches: admins assign coaches by e-mail; staff put a session's children in groups. */
export function ManageCoachesPage() {
  const { _ } = useLingui();
  const { user } = useAuth();
  usePageTitle(_('coaching.manage.title'));
  const admin = Boolean(user?.roles.includes('admin'));
  return (
    <RequireSignIn heading={_('coaching.manage.title')} staff>
      <div className="container py-4">
        <PageHeader title={_('coaching.manage.title')} lead={_('coaching.manage.lead')} />
        {admin ? <Assignments /> : <Alert variant="info">{_('coaching.manage.adminsAssign')}</Alert>}
        <Groups />
      </div>
    </RequireSignIn>
  );
}

type Option = { value: string; label: string };

/** The sessions and age groups to choose from: the public lists (what is on offer). */
function useItems(): { sessions: Option[]; ageGroups: Option[]; pending: boolean } {
  const camps = usePublicList<CampSession[]>(apiPaths.campSessions(allStates));
  const tournaments = usePublicList<Tournament[]>(apiPaths.allTournaments);
  return {
    pending: camps.isPending || tournaments.isPending,
    sessions: (camps.data ?? []).map((s) => ({
      value: String(s.id),
      label: `${s.campSpec.campName} · ${localDateRange(s.campStartDate, s.campEndDate)} · ${s.timeBlock}`,
    })),
    ageGroups: (tournaments.data ?? []).map((t) => ({
      value: String(t.ageRange.tournamentAgeRangeId),
      label: `${t.tournamentName} · ${t.ageRange.ageRangeDescription}`,
    })),
  };
}

function Assignments() {
  const { _ } = useLingui();
  const { data, isPending, error } = coachAssignments.use();
  const remove = useRemoveAssignment();
  return (
    <section className="mb-5" aria-labelledby="coach-assign-title">
      <h2 id="coach-assign-title" className="h4 section-title">
        {_('coaching.manage.assignTitle')}
      </h2>
      <p className="text-body-secondary">{_('coaching.manage.assignHelp', { link: paths.coach.href() })}</p>
      <AssignForm />
      <h3 className="h5 mt-4">{_('coaching.manage.current')}</h3>
      {isPending ? <PageLoader label={_('coaching.loading')} /> : null}
      {error ? <Alert variant="danger">{_('coaching.loadFailed')}</Alert> : null}
      {data && data.length === 0 ? (
        <p className="text-body-secondary">{_('coaching.manage.noneYet')}</p>
      ) : null}
      {data && data.length > 0 ? (
        <ul className="list-unstyled d-grid gap-2" data-testid="coach-assignments">
          {data.map((a) => (
            <li key={a.id} className="card">
              <div className="card-body d-flex flex-wrap gap-2 align-items-center justify-content-between">
                <div>
                  <div className="fw-semibold">{a.email}</div>
                  <div className="text-body-secondary">
                    {a.kind === 'session'
                      ? _('coaching.manage.kind.session')
                      : _('coaching.manage.kind.ageGroup')}
                    {': '}
                    {a.itemName}
                    {a.group ? ` · ${_('coaching.groupBadge', { group: a.group })}` : ''}
                  </div>
                </div>
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(a.id)}
                  aria-label={_('coaching.manage.removeLabel', { email: a.email })}
                >
                  {_('coaching.manage.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AssignForm() {
  const { _ } = useLingui();
  const { toast } = useToast();
  const assign = useAssignCoach();
  const items = useItems();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<CoachAssignmentKind>('session');
  const [itemId, setItemId] = useState('');
  const [group, setGroup] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = kind === 'session' ? items.sessions : items.ageGroups;

  const serverText = (message: string) =>
    message === coachingMessages.noSuchItem ? _('coaching.manage.noSuchItem') : validationText(message);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = _('coaching.manage.emailRequired');
    if (!itemId) missing.itemId = _('coaching.manage.itemRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const result = await assign.mutateAsync({ email, kind, itemId: Number(itemId), group });
    if (result.ok) {
      toast(_('coaching.manage.assigned', { email: result.data.email }), 'success');
      setEmail('');
      setGroup('');
      return;
    }
    if (result.status === 409) {
      toast(_('coaching.manage.already'), 'danger');
      return;
    }
    if (result.status === 400 && result.errors) {
      setErrors(
        Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, serverText(v[0] ?? '')])),
      );
      return;
    }
    toast(_('coaching.manage.failed'), 'danger');
  }

  return (
    <Form noValidate onSubmit={onSubmit} className="coaching-assign col-lg-8 px-0">
      <Form.Group controlId="coach-email" className="mb-3">
        <Form.Label>{_('coaching.manage.email')}</Form.Label>
        <Form.Control
          type="email"
          autoComplete="off"
          maxLength={coachingLimits.email}
          value={email}
          isInvalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'coach-email-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Form.Control.Feedback type="invalid" id="coach-email-error">
          {errors.email}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="coach-kind" className="mb-3">
        <Form.Label>{_('coaching.manage.kind')}</Form.Label>
        <Form.Select
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as CoachAssignmentKind);
            setItemId('');
          }}
        >
          <option value="session">{_('coaching.manage.kind.session')}</option>
          <option value="ageGroup">{_('coaching.manage.kind.ageGroup')}</option>
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="coach-item" className="mb-3">
        <Form.Label>
          {kind === 'session' ? _('coaching.manage.session') : _('coaching.manage.ageGroup')}
        </Form.Label>
        <Form.Select
          value={itemId}
          isInvalid={Boolean(errors.itemId)}
          aria-describedby={errors.itemId ? 'coach-item-error' : undefined}
          onChange={(e) => setItemId(e.target.value)}
        >
          <option value="">{items.pending ? _('coaching.loading') : _('coaching.manage.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid" id="coach-item-error">
          {errors.itemId}
        </Form.Control.Feedback>
      </Form.Group>
      {kind === 'session' ? (
        <Form.Group controlId="coach-group" className="mb-3">
          <Form.Label>{_('coaching.manage.group')}</Form.Label>
          <Form.Control
            maxLength={coachingLimits.group}
            value={group}
            isInvalid={Boolean(errors.group)}
            onChange={(e) => setGroup(e.target.value)}
          />
          <Form.Text>{_('coaching.manage.groupHelp')}</Form.Text>
          <Form.Control.Feedback type="invalid">{errors.group}</Form.Control.Feedback>
        </Form.Group>
      ) : null}
      <Button type="submit" disabled={assign.isPending}>
        {_('coaching.manage.assign')}
      </Button>
    </Form>
  );
}

/** Staff: pick a session, then give each paid child a group (a coach assigned to a group sees only it). */
function Groups() {
  const { _ } = useLingui();
  const items = useItems();
  const [sessionId, setSessionId] = useState('');
  const { data, isPending, error } = sessionGroups.use(Number(sessionId) || 0);
  return (
    <section aria-labelledby="coach-groups-title">
      <h2 id="coach-groups-title" className="h4 section-title">
        {_('coaching.manage.groupsTitle')}
      </h2>
      <p className="text-body-secondary">{_('coaching.manage.groupsHelp')}</p>
      <Form.Group controlId="groups-session" className="mb-3 col-lg-8 px-0">
        <Form.Label>{_('coaching.manage.session')}</Form.Label>
        <Form.Select value={sessionId} onChange={(e) => setSessionId(e.target.value)}>
          <option value="">{_('coaching.manage.choose')}</option>
          {items.sessions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {sessionId && isPending ? <PageLoader label={_('coaching.loading')} /> : null}
      {error ? <Alert variant="danger">{_('coaching.loadFailed')}</Alert> : null}
      {sessionId ? (
        <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
          <Link to={paths.coachSession.href(Number(sessionId))}>{_('coaching.manage.openRoster')}</Link>
          <Link to={paths.manageAttendance.href(Number(sessionId))}>{_('coaching.manage.attendance')}</Link>
          <SheetDownloads sessionId={Number(sessionId)} day="" />
        </div>
      ) : null}
      {data ? <GroupList sessionId={Number(sessionId)} groups={data} /> : null}
    </section>
  );
}

function GroupList({ sessionId, groups }: { sessionId: number; groups: SessionGroups }) {
  const { _ } = useLingui();
  if (groups.registrations.length === 0)
    return <p className="text-body-secondary">{_('coaching.noChildren')}</p>;
  return (
    <ul className="list-unstyled d-grid gap-2 col-lg-8 px-0">
      {groups.registrations.map((r) => (
        <GroupRow key={r.id} sessionId={sessionId} registration={r} />
      ))}
    </ul>
  );
}

function GroupRow({
  sessionId,
  registration,
}: {
  sessionId: number;
  registration: SessionGroups['registrations'][number];
}) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const save = useSetGroup(sessionId);
  const [group, setGroup] = useState(registration.group);
  const id = `group-${registration.id}`;
  return (
    <li className="card">
      <form
        className="card-body d-flex flex-wrap gap-2 align-items-end"
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await save.mutateAsync({ id: registration.id, group });
          toast(
            result.ok ? _('coaching.manage.groupSaved') : _('coaching.manage.failed'),
            result.ok ? 'success' : 'danger',
          );
        }}
      >
        <div className="flex-grow-1">
          <label htmlFor={id} className="form-label mb-1">
            {registration.firstName} {registration.lastName}
          </label>
          <input
            id={id}
            className="form-control"
            maxLength={coachingLimits.group}
            value={group}
            placeholder={_('coaching.manage.group')}
            onChange={(e) => setGroup(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline-primary" disabled={save.isPending}>
          {_('coaching.manage.save')}
        </Button>
      </form>
    </li>
  );
}
