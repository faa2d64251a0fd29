import { sql } from "drizzle-orm";
import { statesOf } from "@investar/core";
import type { Executor } from "@investar/db";
import type { ScaleVolumes } from "../scale-volumes.ts";
import { SCALE_EMAIL_DOMAIN } from "./make-purchase-templates.ts";
import { scaleHash, scalePick } from "./scale-hash.ts";

const FIRST_NAMES = [
  "Aarav",
  "Aditi",
  "Ajay",
  "Ananya",
  "Arjun",
  "Deepa",
  "Farhan",
  "Gaurav",
  "Harpreet",
  "Ishaan",
  "Kavya",
  "Lakshmi",
  "Manish",
  "Meera",
  "Neha",
  "Nikhil",
  "Pooja",
  "Priya",
  "Rahul",
  "Rajesh",
  "Ravi",
  "Rohan",
  "Sanjay",
  "Sara",
  "Shreya",
  "Sneha",
  "Suresh",
  "Tanvi",
  "Vikram",
  "Zoya",
  "Anne-Marie",
  "K.",
];
const LAST_NAMES = [
  "Agarwal",
  "Banerjee",
  "Chatterjee",
  "D'Souza",
  "Desai",
  "Gupta",
  "Iyer",
  "Jain",
  "Joshi",
  "Kapoor",
  "Khan",
  "Kulkarni",
  "Menon",
  "Mehta",
  "Nair",
  "Patel",
  "Pillai",
  "Rao",
  "Reddy",
  "Shah",
  "Sharma",
  "Singh",
  "Srinivas",
  "Verma",
];

/**
 * The customers: `trader<n>@scale.example.in`, all with the data set's password, signed up evenly over the five
 * years (ids rise with the sign-up date, as they do on the site); one in ten never activated their account.
 */
export async function seedScaleUsers(db: Executor, v: ScaleVolumes, seed: number, passwordHash: string, start: Date, end: Date) {
  const i = sql`i`;
  const span = (end.getTime() - start.getTime()) / 1000;
  await db.execute(sql`
    insert into users (email, full_name, mobile_no, state, country, password_hash, is_email_verified,
                       reg_src, trial_ends_at, created_at, utm_source)
    select 'trader' || i || '@' || ${SCALE_EMAIL_DOMAIN}::text,
           ${scalePick(seed, i, "first", FIRST_NAMES)} || ' ' || ${scalePick(seed, i, "last", LAST_NAMES)},
           (6 + ${scaleHash(seed, i, "mobile-1")} % 4)::text || lpad((${scaleHash(seed, i, "mobile")} % 1000000000)::text, 9, '0'),
           ${scalePick(seed, i, "state", statesOf("India"))},
           'India',
           case when ${scaleHash(seed, i, "verified")} % 10 = 0 then null else ${passwordHash}::text end,
           ${scaleHash(seed, i, "verified")} % 10 <> 0,
           ${scalePick(seed, i, "source", ["Normal", "Normal", "Normal", "Google", "Facebook", "Mobile", "Lpage"])},
           created,
           created,
           case when ${scaleHash(seed, i, "utm")} % 4 = 0 then ${scalePick(seed, i, "utm-source", ["google", "facebook", "youtube", "newsletter"])} end
    from generate_series(1, ${v.users}::int) as i,
         lateral (select ${start.toISOString()}::timestamptz + make_interval(secs => ${span}::float8 * (i - 1) / ${v.users}::int) as created) as c
  `);
}
