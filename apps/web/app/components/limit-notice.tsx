/** A lasting refusal (lib/report-failure.ts), shown beside the form that was refused until the next try. */
export function LimitNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="notice notice--warning limit-notice" role="alert">
      {message}
    </p>
  );
}

/** LimitNotice's place in a form of a page served without React: hidden until its script (enhance/api-form.js) fills it. */
export function LimitNoticeSlot() {
  return <p className="notice notice--warning limit-notice" role="alert" data-form-error="" hidden />;
}
