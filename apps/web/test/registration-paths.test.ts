import { register } from "@investar/contract/accounts/register";
import { registerForLpage } from "@investar/contract/marketing/register-for-lpage";
import { registerForZerodhaPage } from "@investar/contract/marketing/register-for-zerodha-page";
import { describe, expect, it } from "vitest";
import { REGISTRATION_PATHS } from "../app/components/account/sign-up-form.tsx";

describe("the sign-up page served without React", () => {
  it("posts to the registration endpoints its contracts declare", () => {
    expect(REGISTRATION_PATHS).toEqual({
      register: register.path,
      landingPage: registerForLpage.path,
      zerodha: registerForZerodhaPage.path,
    });
  });
});
