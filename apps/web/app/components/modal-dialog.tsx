import { useId, useLayoutEffect, useRef, type ReactNode } from "react";

interface ModalDialogProps {
  title: ReactNode;
  className?: string;
  children: ReactNode;
  /** Buttons under the body; the one marked `data-autofocus` gets the focus when the dialog opens. */
  actions: ReactNode;
  onClose: () => void;
}

/**
 * A modal on the browser's own <dialog>: it traps focus, makes the page behind it inert, closes on
 * Escape and gives the focus back to where it was. Rendered only while open.
 */
export function ModalDialog({ title, className, children, actions, onClose }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      dialog.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop reaches the dialog itself, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) onClose();
      }}
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">{actions}</div>
    </dialog>
  );
}
