import { access } from "../../../auth/access.ts";
import type { RouteModule } from "../../../http/app-types.ts";
import { searchUsers } from "../services/search-users.ts";
import { ADMIN_USERS_TAG, adminUsersPageSchema, searchUsersQuery } from "./admin-users-schemas.ts";

const searchUsersRoute: RouteModule = (app, deps) => {
  app.get(
    "/api/admin/SearchUsers",
    {
      config: { access: access.admin },
      schema: {
        tags: [ADMIN_USERS_TAG],
        summary: "Admin: users whose email, name or mobile number contains q, or whose user id is q; newest first, 10 a page",
        security: [{ bearer: [] }],
        querystring: searchUsersQuery,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (request) => {
      return searchUsers(deps, request.query.q, request.query.page);
    },
  );
};

export default searchUsersRoute;
