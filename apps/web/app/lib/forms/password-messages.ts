/** Said under the confirmation when it differs from the new password, by the React form, the page script and the action alike. */
export const PASSWORDS_DIFFER = "The two passwords do not match.";
