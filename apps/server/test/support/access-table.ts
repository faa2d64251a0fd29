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
  /**
   * What an allowed call answers when a successful one needs state the table cannot set up (a code that was
   * sent by SMS): the guard let it through and the rule behind it answered. Default: any status below 400.
   */
  allowedStatus?: number;
}

export const accessCases: AccessCase[] = [
  { name: "user/GetEmailAddressProfile", access: "self", method: "GET", url: (id) => `/api/user/GetEmailAddressProfile?userId=${id}` },
  { name: "auth/AddReferral", access: "self", method: "GET", url: (id) => `/api/auth/AddReferral?emailAddress=friend.of.${id}@example.in&refereeId=${id}` },
  { name: "auth/UpdateReferralStatus", access: "self", method: "POST", url: (id) => `/api/auth/UpdateReferralStatus?emailId=nobody.invited@example.in&userId=${id}` },
  { name: "auth/GetReferrals", access: "self", method: "GET", url: (id) => `/api/auth/GetReferrals?refereeId=${id}` },
  { name: "auth/GetIntradayActivationDetails", access: "self", method: "GET", url: (id) => `/api/auth/GetIntradayActivationDetails?userId=${id}` },
  // createUser() gives every test account the mobile number 9876543210.
  { name: "auth/GetIntradayActivationCode", access: "self", method: "GET", url: (id) => `/api/auth/GetIntradayActivationCode?userId=${id}&mobileOrEmail=9876543210&isEmail=false` },
  { name: "auth/ActivateIntraday", access: "self", method: "GET", url: (id) => `/api/auth/ActivateIntraday?userId=${id}&intradayActivationCode=12345`, allowedStatus: 400 },
  { name: "auth/UpdateZerodhaPotentials", access: "self", method: "POST", url: (id) => `/api/auth/UpdateZerodhaPotentials?userId=${id}`, payload: () => ({ accountOpened: true }) },
  { name: "auth/IsZerodhaOpenUser", access: "self", method: "GET", url: (id) => `/api/auth/IsZerodhaOpenUser?userId=${id}` },
  { name: "auth/UpdatePartnerCode", access: "self", method: "GET", url: (id) => `/api/auth/UpdatePartnerCode?userId=${id}&partnerCode=FINB2026` },
  { name: "auth/SaveConversion", access: "self", method: "POST", url: (id) => `/api/auth/SaveConversion?userId=${id}`, payload: () => [{ conversionAction: "trial-signup", value: 1 }] },
  { name: "auth/SaveConversionFb", access: "self", method: "POST", url: (id) => `/api/auth/SaveConversionFb?userId=${id}`, payload: () => [{ event: "CompleteRegistration" }] },
  { name: "auth/SendDownloadStepsEmail", access: "self", method: "GET", url: (id) => `/api/auth/SendDownloadStepsEmail?userId=${id}` },
  { name: "user/IsUserExist", access: "self", method: "GET", url: (id) => `/api/user/IsUserExist?userId=${id}` },
  { name: "user/GetMemberInfoProfile", access: "self", method: "GET", url: (id) => `/api/user/GetMemberInfoProfile?userId=${id}` },
  { name: "user/GetContactInfoProfile", access: "self", method: "GET", url: (id) => `/api/user/GetContactInfoProfile?userId=${id}` },
  { name: "user/GetMobileNumber", access: "self", method: "GET", url: (id) => `/api/user/GetMobileNumber?userId=${id}` },
  { name: "user/GetSubscriptionFlags", access: "self", method: "GET", url: (id) => `/api/user/GetSubscriptionFlags?userId=${id}` },
  {
    name: "user/SaveMemberProfile",
    access: "self",
    method: "POST",
    url: () => "/api/user/SaveMemberProfile",
    payload: (id) => ({ userId: id, fullName: "Test User", gender: "Female", dateOfBirth: "1990-04-12", occupation: "Salaried", tradingExperience: "1 to 3 years" }),
  },
  {
    name: "user/SaveContactProfile",
    access: "self",
    method: "POST",
    url: (id) => `/api/user/SaveContactProfile?userId=${id}`,
    payload: () => ({ country: "India", state: "Maharashtra", city: "Pune", otherCity: "", address: "12 FC Road", pinCode: "411004" }),
  },
  {
    name: "user/SaveSubscriptionFlags",
    access: "self",
    method: "POST",
    url: (id) => `/api/user/SaveSubscriptionFlags?userId=${id}`,
    payload: () => ({ newsletter: true, productUpdates: false, webinarInvites: true, offers: false }),
  },
  // A number other than createUser()'s own 9876543210, which would be refused as unchanged.
  { name: "auth/GetVerificationCode", access: "self", method: "GET", url: (id) => `/api/auth/GetVerificationCode?userId=${id}&mobileNumber=9123456780` },
  {
    name: "user/SaveMobileNumberProfile",
    access: "self",
    method: "POST",
    url: (id) => `/api/user/SaveMobileNumberProfile?userId=${id}&mobileNumber=9123456781&verificationCode=12345`,
    allowedStatus: 400,
  },
  { name: "auth/UpdateEmailAddress", access: "self", method: "GET", url: (id) => `/api/auth/UpdateEmailAddress?userId=${id}&emailAddress=moved.${id}@example.in&isSendEmail=true` },
  // A wrong current password: the guard lets the call through and nobody's sessions are touched.
  {
    name: "auth/changePassword",
    access: "self",
    method: "POST",
    url: () => "/api/auth/changePassword",
    payload: (id) => ({ userId: id, oldPassword: "not-the-password-1", newPassword: "Another2026pass" }),
    allowedStatus: 400,
  },
  // A JSON body instead of multipart: past the guard, refused as the wrong media type.
  { name: "user/UploadFile", access: "self", method: "POST", url: (id) => `/api/user/UploadFile?userId=${id}`, payload: () => ({}), allowedStatus: 415 },
  { name: "user/ProfilePicture", access: "self", method: "GET", url: (id) => `/api/user/ProfilePicture?userId=${id}`, allowedStatus: 404 },
  { name: "user/SetUsersRoleForDownloads", access: "self", method: "POST", url: (id) => `/api/user/SetUsersRoleForDownloads?userId=${id}` },
  // Pricing and wallet (issue 4)
  { name: "payment/userpackage", access: "user", method: "GET", url: () => "/api/payment/userpackage" },
  { name: "payment/UserSubscrDetails", access: "self", method: "GET", url: (id) => `/api/payment/UserSubscrDetails?userid=${id}` },
  { name: "payment/UserMobileSubscr", access: "self", method: "GET", url: (id) => `/api/payment/UserMobileSubscr?userid=${id}` },
  { name: "payment/GetWalletDetails", access: "self", method: "GET", url: (id) => `/api/payment/GetWalletDetails?userId=${id}` },
  { name: "payment/GetUsersWalletDetails", access: "self", method: "GET", url: (id) => `/api/payment/GetUsersWalletDetails?userId=${id}&page=1` },
  { name: "payment/GetUSDWalletDetails", access: "self", method: "POST", url: () => "/api/payment/GetUSDWalletDetails", payload: (id) => ({ userId: id }) },
  { name: "payment/GetChangeSubscriptionCount", access: "self", method: "GET", url: (id) => `/api/payment/GetChangeSubscriptionCount?userId=${id}` },
  { name: "user/GetWebinarDiscountFields", access: "self", method: "GET", url: (id) => `/api/user/GetWebinarDiscountFields?userId=${id}` },
];
