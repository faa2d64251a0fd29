import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  addressInFrom,
  checkTicketText,
  isAutomatedSender,
  messageIdsIn,
  referenceInSubject,
  referencesInThreadHeaders,
  replySubject,
  stateAfterMessage,
  TICKET_STATES,
  ticketMessageId,
} from "../../src/support-desk/support-desk.ts";

describe("support desk rules", () => {
  it("a reply waits on the customer, the customer's message opens the ticket, a note changes nothing", () => {
    for (const state of TICKET_STATES) {
      expect(stateAfterMessage(state, "reply")).toBe("waiting");
      expect(stateAfterMessage(state, "note")).toBe(state);
    }
    expect(stateAfterMessage("waiting", "customer")).toBe("open");
    expect(stateAfterMessage("resolved", "customer")).toBe("open");
    expect(stateAfterMessage("open", "customer")).toBe("open");
    // Nobody has looked at it yet: more from the customer keeps it at the front of the new ones.
    expect(stateAfterMessage("new", "customer")).toBe("new");
  });

  it("finds the reference in a reply's subject", () => {
    expect(referenceInSubject("Re: Charts do not load [SR-000042]")).toBe("SR-000042");
    expect(referenceInSubject("RE: RE: about sr-000042 please")).toBe("SR-000042");
    expect(referenceInSubject("Fwd: [DPR-000007] my data")).toBe("DPR-000007");
    expect(referenceInSubject("Order 12345 is stuck")).toBeNull();
    expect(referenceInSubject("SR-42")).toBeNull();
  });

  it("writes the reply subject once, whatever the subject already says", () => {
    expect(replySubject("Charts do not load", "SR-000042")).toBe("Re: Charts do not load [SR-000042]");
    expect(replySubject("Re: RE: Charts", "SR-000042")).toBe("Re: Charts [SR-000042]");
    expect(replySubject("  ", "SR-000042")).toBe("Re: Your request [SR-000042]");
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 999_999 }), (subject, id) => {
        const reference = `SR-${String(id).padStart(6, "0")}`;
        expect(referenceInSubject(replySubject(subject, reference))).toBe(reference);
      }),
    );
  });

  it("threads by our own Message-IDs in In-Reply-To and References", () => {
    const ours = ticketMessageId("SR-000042", 17, "investarindia.com");
    expect(ours).toBe("<ticket.SR-000042.17@investarindia.com>");
    expect(referencesInThreadHeaders(ours)).toEqual(["SR-000042"]);
    expect(referencesInThreadHeaders("<abc@mail.gmail.com>", `<x@y> ${ours} <ticket.DPR-000003.4@investarindia.com>`)).toEqual([
      "DPR-000003",
      "SR-000042",
    ]);
    expect(referencesInThreadHeaders(undefined, "")).toEqual([]);
    expect(messageIdsIn("<a@b>", "<c@d> <e@f>")).toEqual(["<a@b>", "<c@d>", "<e@f>"]);
  });

  it("reads the address of a From header", () => {
    expect(addressInFrom("Asha Rao <Asha@Example.in>")).toBe("asha@example.in");
    expect(addressInFrom("asha@example.in")).toBe("asha@example.in");
    expect(addressInFrom("nobody")).toBeNull();
  });

  it("checks a message's text", () => {
    expect(checkTicketText("  hello ")).toEqual({ ok: true, text: "hello" });
    expect(checkTicketText("  ")).toEqual({ ok: false, message: "Write the message first." });
    expect(checkTicketText("x".repeat(10_001)).ok).toBe(false);
  });

  it("knows the senders nobody reads, who get no receipt", () => {
    for (const address of [
      "MAILER-DAEMON@mx.example.in",
      "postmaster@example.in",
      "no-reply@bank.example",
      "noreply+x@a.in",
      "bounce-12@lists.example",
    ])
      expect(isAutomatedSender(address), address).toBe(true);
    for (const address of ["asha@example.in", "replyme@example.in", "post.master@example.in"])
      expect(isAutomatedSender(address), address).toBe(false);
  });
});
