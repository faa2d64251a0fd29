/** The Close button under a dialog that a page's small script opens and closes (`data-dialog-close`, enhance/static-page.js). */
export function DialogClose({ look }: { look: "primary" | "ghost" }) {
  return (
    <div className="dialog__actions">
      <button type="button" className={`button button--${look}`} data-dialog-close="">
        Close
      </button>
    </div>
  );
}
