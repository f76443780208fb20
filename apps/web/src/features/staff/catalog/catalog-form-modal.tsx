import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import type { ServerSubmit } from '../../../components/form/use-server-submit';
import '../../../styles/modal.scss';

/** The dialog every catalogue form opens in: full screen on phones, scrolling body, Save/Cancel. */
export function CatalogFormModal({
  title,
  onHide,
  save,
  form,
  children,
  size = 'lg',
}: {
  title: string;
  onHide: () => void;
  /** The form's submit (`useCatalogForm`). */
  save: Pick<ServerSubmit<unknown>, 'onSubmit' | 'refused' | 'unclaimed'>;
  // biome-ignore lint/suspicious/noExplicitAny: any catalogue form; the modal only provides it to its fields.
  form: UseFormReturn<any, unknown, any>;
  children: ReactNode;
  size?: 'lg' | 'xl';
}) {
  const { _ } = useLingui();
  const titleId = 'catalog-form-title';
  const submitting = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <Modal
        show
        onHide={onHide}
        size={size}
        fullscreen="md-down"
        scrollable
        aria-labelledby={titleId}
        backdrop="static"
      >
        <form onSubmit={save.onSubmit} noValidate className="catalog-form">
          <Modal.Header closeButton closeLabel={_('catalog.form.close')}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {title}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {children}
            <FormErrorAlert show={save.refused} extra={save.unclaimed} />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onHide} disabled={submitting}>
              {_('catalog.form.cancel')}
            </Button>
            <Button type="submit" variant="primary" disabled={submitting}>
              {submitting ? (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              ) : null}
              {_('catalog.form.save')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal>
    </FormProvider>
  );
}
