/** What other features may use of admin-users; everything else in this folder is its own. */
export { adminUsersPageServices } from "./pages.ts";
export { ADMIN_AUDIT_TAG, ADMIN_USERS_TAG, auditFilterQuery, auditPageSchema, listAuditQuery } from "./routes/admin-users-schemas.ts";
export { editUser } from "./services/edit-user.ts";
export { getUserOverview } from "./services/get-user-overview.ts";
export { searchUsers } from "./services/search-users.ts";
