import { profileSliceRoute } from "./profile-slice-route.ts";
import { contactInfo } from "./profile-schemas.ts";

export default profileSliceRoute(
  "/api/user/GetContactInfoProfile",
  "The account's contact information (city is 'Other' when otherCity holds the typed name)",
  contactInfo,
  (profile) => profile.contact,
);
