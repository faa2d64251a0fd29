import { profileSliceRoute } from "./profile-slice-route.ts";
import { memberInfo } from "./profile-schemas.ts";

export default profileSliceRoute(
  "/api/user/GetMemberInfoProfile",
  "The account's member information",
  memberInfo,
  (profile) => profile.member,
);
