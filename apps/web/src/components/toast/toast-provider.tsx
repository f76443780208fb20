import { uiTimings } from '@soccer/contracts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { i18n } from '../../lib/i18n/i18n';

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
      <div className="toast-container position-fixed top-0 end-0 p-3 toast-area">
        {toasts.map((t) => (
          <ToastBox key={t.id} item={t} onHide={hide} onHidden={remove} />
        ))}
      </div>
    </ToastContext>
  );
}

/**
 * One toast in Bootstrap's markup: shown, hidden after `toastAutoHideMs` or by its close button,
 * removed once its fade-out (`transitionMs`) has run. Plain markup and two timers: the start-up
 * code carries no transition library for it.
 */
function ToastBox({
  item,
  onHide,
  onHidden,
}: {
  item: ToastItem;
  onHide: (id: number) => void;
  onHidden: (id: number) => void;
}) {
  const { id, show, variant, message } = item;
  useEffect(() => {
    const timer = show
      ? setTimeout(() => onHide(id), uiTimings.toastAutoHideMs)
      : setTimeout(() => onHidden(id), uiTimings.transitionMs);
    return () => clearTimeout(timer);
  }, [id, show, onHide, onHidden]);
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <div
      className={`toast fade${show ? ' show' : ''} text-bg-${variant} border-0`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">{message}</div>
        <button
          type="button"
          className={`btn-close m-2 flex-shrink-0${darkVariants.has(variant) ? ' btn-close-white' : ''}`}
          aria-label={i18n._('toast.close')}
          onClick={() => onHide(id)}
        />
      </div>
    </div>
  );
}

/** `const { toast } = useToast(); toast('Message saved', 'success');` */
export function useToast(): { toast: ToastFn } {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
