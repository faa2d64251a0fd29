import { useBusinessContact } from "../lib/business-contact.ts";

/** The grievance officer's email, from the business profile (ADR 0033); the vendor domain's grievance mailbox until there is one. */
export function GrievanceEmail() {
  const email = useBusinessContact().grievanceEmail;
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The support mailbox, from the business profile. */
export function SupportEmail() {
  const { supportEmail } = useBusinessContact();
  return <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
}

/** The business's postal address and contacts as legal pages print them: `grievance` for the Grievance Officer's. */
export function BusinessAddress({ grievance = false }: { grievance?: boolean }) {
  const contact = useBusinessContact();
  const officer = grievance ? contact.grievance : null;
  return (
    <address>
      {grievance ? `Grievance Officer${officer ? `: ${officer.name}` : ""}, ` : ""}
      {contact.legalName ?? contact.tradeName}
      {contact.addressLines.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
      <br />
      Email: {grievance ? <GrievanceEmail /> : <SupportEmail />}
      {officer ? (
        <>
          <br />
          Phone: {officer.phone}
        </>
      ) : null}
      {!grievance ? (
        <>
          <br />
          Complaints about personal data: <GrievanceEmail />
        </>
      ) : null}
    </address>
  );
}
