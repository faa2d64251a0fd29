/** Response shapes of the my-profile calls (core's MemberInfo, ContactInfo, SubscriptionFlags). */
export { memberInfo } from "@investar/contract/profile/member-info";

export { contactInfo } from "@investar/contract/profile/contact-info";
export { subscriptionFlags } from "@investar/contract/profile/subscription-flags";
export { formText } from "@investar/contract/parts/form-text";
