export const CUSTOMER_NOTES_TAG = "admin customer notes";
