/** The body of a plain sign-up (POST /api/auth/register) as the site's form sends it: no password yet, no city. */
export const registration = (email: string, fullName = "Asha Verma") => ({
  FullName: fullName,
  Email: email,
  Password: "",
  City: "",
  MobileNo: "9876543210",
  AgeConfirmed: true,
  RegSrc: "Normal",
});
