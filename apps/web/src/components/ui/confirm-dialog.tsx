import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import '../../styles/modal.scss';

/**
 * An action that needs a second look (cancel a registration, release a hold): what will
 * happen, optional inputs, and a confirm button that stays busy while the server answers.
 */
export function ConfirmDialog({
  show,
  title,
  confirmLabel,
  dismissLabel,
  busy,
  confirmDisabled = false,
  confirmVariant = 'danger',
  onSubmit,
  onClose,
  children,
}: {
  show: boolean;
  title: string;
  confirmLabel: string;
  dismissLabel: string;
  busy: boolean;
  /** Nothing to confirm (yet): e.g. the answer the dialog shows is still loading or says no. */
  confirmDisabled?: boolean;
  /** 'danger' for what cannot be undone (the default); 'primary' for a change such as a move. */
  confirmVariant?: 'danger' | 'primary';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} aria-labelledby={titleId} centered>
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={_('dialog.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
            {dismissLabel}
          </Button>
          <Button type="submit" variant={confirmVariant} disabled={busy || confirmDisabled}>
            {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
