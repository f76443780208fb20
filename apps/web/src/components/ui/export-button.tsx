import { useLingui } from '@lingui/react';
import { useState } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { fetchExport, saveFile } from '../../lib/file-download';
import { useHttp } from '../../lib/http';
import { useToast } from '../toast/toast-provider';

export interface ExportButtonProps {
  label: string;
  /** API path of the export. */
  path: string;
  /** Name used when the server sends no Content-Disposition file name. */
  fallbackName: () => string;
  /** The toast for a failure: the server's text when it refused, else the thrown error. */
  failureText: (reason: unknown) => string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Read by screen readers after the label, e.g. 'for Sam Smith, Foundations Skills Camp'. */
  context?: string;
}

/**
 * Downloads an export with the signed-in user's token and saves it under the server's file
 * name. While it runs the button says 'Preparing…' with a spinner and cannot be pressed again.
 */
export function ExportButton({
  label,
  path,
  fallbackName,
  failureText,
  variant = 'primary',
  size,
  context,
}: ExportButtonProps) {
  const { secureFetch } = useHttp();
  const { toast } = useToast();
  const { _ } = useLingui();
  const [preparing, setPreparing] = useState(false);

  async function download() {
    setPreparing(true);
    try {
      const result = await fetchExport(secureFetch, path, fallbackName());
      if (result.ok) saveFile(result.data);
      else toast(failureText(result.message), 'danger');
    } catch (error) {
      toast(failureText(error), 'danger');
    } finally {
      setPreparing(false);
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={size === 'sm' ? 'text-nowrap' : undefined}
      disabled={preparing}
      aria-busy={preparing}
      aria-label={preparing ? _('export.preparingLabel', { label }) : undefined}
      onClick={() => void download()}
    >
      {preparing ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {_('export.preparing')}
        </>
      ) : (
        <>
          {label}
          {context ? (
            <>
              {' '}
              <span className="visually-hidden">{context}</span>
            </>
          ) : null}
        </>
      )}
    </Button>
  );
}
