import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from './icons.js';

/**
 * The phone's menu, sliding in from the end side (the right; the left in right-to-left languages): a modal <dialog>, so
 * the browser keeps the focus inside it, Escape closes it, and the page behind is inert while it is open.
 */
export function MenuDrawer({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="ks-drawer"
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the shade (the dialog's own box, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="ks-drawer__panel">
        <div className="ks-drawer__head">
          <span className="ks-drawer__title">{title}</span>
          <button type="button" className="ks-btn ks-btn--text" aria-label={t`Close menu`} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
