import { access } from "../../../auth/access.ts";
import { searchUsers } from "../services/search-users.ts";
import { adminUsersPageSchema, searchUsersQuery } from "./admin-users-schemas.ts";
import { route } from "./route.ts";

export default route(
  { method: "GET", path: "/api/admin/SearchUsers", query: searchUsersQuery, answer: adminUsersPageSchema },
  {
    config: { access: access.admin },
    summary: "Admin: users whose email, name or mobile number contains q, or whose user id is q; newest first, 10 a page",
    handler: async (request, { deps }) => {
      return searchUsers(deps, request.query.q, request.query.page);
    },
  },
);
