import type { AdminUsersPageServices } from "@investar/contract/pages/admin-users";
import type { AppDeps } from "../../deps.ts";
import { getUserOverview } from "./services/get-user-overview.ts";
import { searchUsers } from "./services/search-users.ts";

/** /admin/users' and a customer's back-office page's services, bound to this app's dependencies. */
export function adminUsersPageServices(deps: AppDeps): AdminUsersPageServices {
  return {
    searchUsers: (query, page) => searchUsers(deps, query, page),
    getUserOverview: (userId, pages) => getUserOverview(deps, userId, pages),
  };
}
