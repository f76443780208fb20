import { useLingui } from '@lingui/react';
import Form from 'react-bootstrap/Form';
import { useToast } from '../../../components/toast/toast-provider';
import { attendanceNotices, useSaveAttendanceNotices } from '../api/attendance-notices';

/**
 * A mail each time a coach checks one of the family's children in or out (decision 0099): off
 * until the family turns it on; saved as soon as it is switched.
 */
export function AttendanceNoticeSwitch() {
  const { _ } = useLingui();
  const { toast } = useToast();
  const { data } = attendanceNotices.use();
  const save = useSaveAttendanceNotices();
  if (!data) return null;
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
        onChange={async (e) => {
          const result = await save.mutateAsync({ mail: e.target.checked });
          toast(
            result.ok ? _('choices.saved') : _('choices.attendance.failed'),
            result.ok ? 'success' : 'danger',
          );
        }}
        label={
          <>
            <span className="fw-semibold d-block">{_('choices.attendance.mail')}</span>
            <span className="text-body-secondary">{_('choices.attendance.help')}</span>
          </>
        }
      />
    </section>
  );
}
