import type { ReactNode } from "react";
import { describeAcquisition, formatDay, type Subscr } from "@investar/core";
import type { AdminUserOverview } from "@investar/contract/pages/admin-users";

const atFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function subscriptionWords(subscr: Subscr | null): string {
  if (!subscr) return "None";
  const addons = subscr.Addons.length > 0 ? ` with ${subscr.Addons.join(", ")}` : "";
  const expiry = subscr.ExpiryDate ? `, until ${formatDay(subscr.ExpiryDate)}` : "";
  const licences = subscr.NoOfLicenses > 1 ? `, ${subscr.NoOfLicenses} licences` : "";
  return `${subscr.BaseProduct}${addons} (${subscr.Plan}${expiry}${licences})${subscr.IsSubscribed ? "" : " — not renewing"}`;
}

/** Who the customer is: profile, role, account state, where they signed up, trial, discount and subscriptions. */
export function UserProfile({ overview }: { overview: AdminUserOverview }) {
  const { profile, subscriptions } = overview;
  const { signUp } = profile;
  const came = [
    signUp.acquisition ? `campaign ${describeAcquisition(signUp.acquisition)}` : signUp.utmSource && `utm ${signUp.utmSource}`,
    signUp.partnerCode && `partner ${signUp.partnerCode}`,
    signUp.brokerSource && `broker ${signUp.brokerSource}`,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <dl className="admin-facts">
        <Fact term="User id">{profile.userId}</Fact>
        <Fact term="Email">{profile.email}</Fact>
        <Fact term="Mobile">{profile.mobileNo || "—"}</Fact>
        <Fact term="Location">{[profile.city, profile.state, profile.country].filter(Boolean).join(", ") || "—"}</Fact>
        <Fact term="Role">{profile.role}</Fact>
        <Fact term="Account">
          {profile.disabledAt
            ? `Disabled since ${atFormat.format(new Date(profile.disabledAt))}`
            : profile.isEmailVerified
              ? "Active, email verified"
              : "Email not verified"}
        </Fact>
        <Fact term="Password">{profile.hasPassword ? "Set" : "Not chosen yet"}</Fact>
        <Fact term="Signed up">{atFormat.format(new Date(profile.createdAt))}</Fact>
        <Fact term="Sign-up source">{came ? `${signUp.source} (${came})` : signUp.source}</Fact>
        <Fact term="Sign-up address">{signUp.ip ?? "—"}</Fact>
        <Fact term="Desktop trial">{profile.trialEndDate ? `Ends ${formatDay(profile.trialEndDate)}` : "Not started"}</Fact>
        <Fact term="Institute discount">{`${profile.instituteDiscountPercent}%`}</Fact>
        <Fact term="Desktop subscription">{subscriptionWords(subscriptions.desktop)}</Fact>
        <Fact term="Mobile subscription">{subscriptionWords(subscriptions.mobile)}</Fact>
      </dl>
    </section>
  );
}
