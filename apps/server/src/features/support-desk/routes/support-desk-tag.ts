export const SUPPORT_DESK_TAG = "support desk";
