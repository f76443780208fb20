import { uiTimings } from '@soccer/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export type ToastFn = (message: string, variant?: ToastVariant) => void;

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  show: boolean;
}

const ToastContext = createContext<{ toast: ToastFn } | null>(null);

const darkVariants: ReadonlySet<ToastVariant> = new Set(['success', 'danger']);

/**
 * The toast area (spec §2): toasts stack at the top right, hide after 9 seconds and have a close
 * button. Errors are announced assertively, everything else politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const toast = useCallback<ToastFn>((message, variant = 'info') => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((list) => [...list, { id, message, variant, show: true }]);
  }, []);

  const hide = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, show: false } : t)));
  }, []);
  const remove = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const value = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext value={value}>
      {children}
      <ToastContainer position="top-end" containerPosition="fixed" className="p-3 toast-area">
        {toasts.map((t) => {
          const urgent = t.variant === 'danger' || t.variant === 'warning';
          return (
            <Toast
              key={t.id}
              show={t.show}
              autohide
              delay={uiTimings.toastAutoHideMs}
              onClose={() => hide(t.id)}
              onExited={() => remove(t.id)}
              className={`text-bg-${t.variant} border-0`}
              role={urgent ? 'alert' : 'status'}
              aria-live={urgent ? 'assertive' : 'polite'}
            >
              <div className="d-flex align-items-start">
                <Toast.Body className="flex-grow-1">{t.message}</Toast.Body>
                <CloseButton
                  className="m-2 flex-shrink-0"
                  variant={darkVariants.has(t.variant) ? 'white' : undefined}
                  aria-label="Close notification"
                  onClick={() => hide(t.id)}
                />
              </div>
            </Toast>
          );
        })}
      </ToastContainer>
    </ToastContext>
  );
}

/** `const { toast } = useToast(); toast('Message saved', 'success');` */
export function useToast(): { toast: ToastFn } {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
