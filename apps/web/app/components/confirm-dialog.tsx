import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { ModalDialog } from "./modal-dialog.tsx";

export interface ConfirmOptions {
  title: string;
  /** Trusted HTML written by us (docs/business-rules.md#confirm-dialog: the dialog's message is HTML); never user input. */
  html: string;
  okText?: string;
  cancelText?: string;
  showCancel?: boolean;
  variant?: "default" | "error";
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs ConfirmDialogProvider");
  return confirm;
}

export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {options ? (
        <ModalDialog
          title={options.title}
          className={`confirm-dialog confirm-dialog--${options.variant ?? "default"}`}
          onClose={() => settle(false)}
          actions={
            <>
              {options.showCancel ? (
                <button type="button" className="button button--ghost" onClick={() => settle(false)}>
                  {options.cancelText ?? "Cancel"}
                </button>
              ) : null}
              <button
                type="button"
                className={options.variant === "error" ? "button button--danger" : "button button--primary"}
                onClick={() => settle(true)}
                data-autofocus=""
              >
                {options.okText ?? "Ok"}
              </button>
            </>
          }
        >
          <div dangerouslySetInnerHTML={{ __html: options.html }} />
        </ModalDialog>
      ) : null}
    </ConfirmContext.Provider>
  );
}
