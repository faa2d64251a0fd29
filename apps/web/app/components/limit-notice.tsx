/** A lasting refusal (lib/report-failure.ts), shown beside the form that was refused until the next try. */
export function LimitNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice notice--warning limit-notice" role="alert">
      {message}
    </p>
  );
}

/**
 * LimitNotice's place in a form of a page served without React: hidden until its script (enhance/api-form.js) fills it,
 * or shown with the message of the form's refusal when it was posted without JavaScript (ADR 0058).
 */
export function LimitNoticeSlot({ message = null }: { message?: string | null }) {
  return (
    <p className="notice notice--warning limit-notice" role="alert" data-form-error="" hidden={!message}>
      {message}
    </p>
  );
}
