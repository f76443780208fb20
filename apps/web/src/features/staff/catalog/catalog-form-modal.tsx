import type { FormEventHandler, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormErrorAlert } from '../../../components/form/form-error-alert';

export interface ServerRejection {
  /** The server refused the form (400): 'Correct errors and resubmit'. */
  show: boolean;
  /** Messages no field claims. */
  unclaimed: string[];
}

export const noRejection: ServerRejection = { show: false, unclaimed: [] };

/** The dialog every catalogue form opens in: full screen on phones, scrolling body, Save/Cancel. */
export function CatalogFormModal({
  title,
  onHide,
  onSubmit,
  submitting,
  rejection,
  children,
  size = 'lg',
}: {
  title: string;
  onHide: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  rejection: ServerRejection;
  children: ReactNode;
  size?: 'lg' | 'xl';
}) {
  const titleId = 'catalog-form-title';
  return (
    <Modal
      show
      onHide={onHide}
      size={size}
      fullscreen="md-down"
      scrollable
      aria-labelledby={titleId}
      backdrop="static"
    >
      <form onSubmit={onSubmit} noValidate className="catalog-form">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {children}
          <FormErrorAlert show={rejection.show} extra={rejection.unclaimed} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={submitting}>
            {submitting ? (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            ) : null}
            Save
          </Button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
