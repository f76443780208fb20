import { Trans, useLingui } from '@lingui/react';
import type { AttendanceNotices } from '@soccer/contracts';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { attendanceNotices, useSaveAttendanceNotices } from '../api/attendance-notices';

/**
 * A mail, a text, or both each time a coach checks one of the family's children in or out
 * (decisions 0099, 0115): each off until the family turns it on; saved as soon as it is switched.
 * A text needs the household's number for texts (consent given, no STOP since): without one the
 * switch is off and says where to add it.
 */
export function AttendanceNoticeSwitch() {
  const { _ } = useLingui();
  const { toast } = useToast();
  const { data } = attendanceNotices.use();
  const save = useSaveAttendanceNotices();
  if (!data) return null;
  const texts = data.textPhone !== null;
  const choose = async (change: Partial<Pick<AttendanceNotices, 'mail' | 'text'>>) => {
    const result = await save.mutateAsync({ mail: data.mail, text: data.text && texts, ...change });
    toast(result.ok ? _('choices.saved') : _('choices.attendance.failed'), result.ok ? 'success' : 'danger');
  };
  const label = (title: string, help: ReactNode) => (
    <>
      <span className="fw-semibold d-block">{title}</span>
      <span className="text-body-secondary">{help}</span>
    </>
  );
  return (
    <section className="col-lg-8 px-0 mt-4" aria-labelledby="attendance-notices-title">
      <h2 id="attendance-notices-title" className="section-title h3">
        {_('choices.attendance.title')}
      </h2>
      <Form.Check
        type="switch"
        role="switch"
        id="attendance-notices-mail"
        checked={data.mail}
        disabled={save.isPending}
        onChange={(e) => choose({ mail: e.target.checked })}
        label={label(_('choices.attendance.mail'), _('choices.attendance.help'))}
      />
      <Form.Check
        type="switch"
        role="switch"
        id="attendance-notices-text"
        className="mt-3"
        checked={data.text && texts}
        disabled={save.isPending || !texts}
        onChange={(e) => choose({ text: e.target.checked })}
        label={label(
          _('choices.attendance.text'),
          texts ? (
            _('choices.attendance.textTo', { phone: data.textPhone })
          ) : (
            <Trans
              id="choices.attendance.textNoNumber"
              components={{ 0: <Link to={`${paths.household.href()}#household-texts`} /> }}
            />
          ),
        )}
      />
    </section>
  );
}
