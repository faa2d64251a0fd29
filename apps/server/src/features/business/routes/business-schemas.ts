import { z } from "zod";

const field = (max = 256) => z.string().max(max);

/** A saved business profile as the admin API answers it: the fields core's businessProfileInput gives after its checks. */
const businessProfileFields = z.object({
  legalName: field(),
  tradeName: field(),
  address: z.object({ line1: field(), line2: field(), city: field(), pinCode: field(), state: field() }),
  gstin: field(15),
  pan: field(10),
  invoicePrefix: field(3),
  supportPhone: field(),
  supportEmail: field(),
  billingEmail: field(),
  grievanceOfficer: z.object({ name: field(), email: field(), phone: field() }),
  payee: z.object({ accountName: field(), accountNumber: field(18), ifsc: field(11), bankName: field(), branch: field(), upiVpa: field() }),
});

export const adminBusinessProfileAnswer = z.object({
  profile: businessProfileFields.nullable(),
  version: z.number().int().min(0),
  updatedAt: z.string().max(40).nullable(),
  complete: z.boolean(),
  sample: businessProfileFields.nullable(),
});

export const launchChecklistAnswer = z.object({
  items: z.array(z.object({ id: field(64), label: field(), done: z.boolean(), detail: field(1000), link: field(200) })).max(50),
  ready: z.boolean(),
});
