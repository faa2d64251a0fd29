/**
 * The authorization table (DESIGN §3, issue 3 §9): every endpoint that is not public, with how to call it
 * for a given user id. `self` endpoints take a user id that must be the caller's (or the caller is an
 * admin); `user` endpoints need any logged-in caller; `admin` endpoints need an admin role.
 */
export interface AccessCase {
  name: string;
  access: "self" | "user" | "admin";
  method: "GET" | "POST";
  url(userId: number): string;
  payload?(userId: number): unknown;
}

export const accessCases: AccessCase[] = [
  { name: "user/GetEmailAddressProfile", access: "self", method: "GET", url: (id) => `/api/user/GetEmailAddressProfile?userId=${id}` },
];
