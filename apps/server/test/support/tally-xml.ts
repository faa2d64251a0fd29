/**
 * Reads a Tally import file as Tally does and checks its structure (ADR 0037): well-formed XML (every tag
 * closed in order, entities only &amp; &lt; &gt; &quot; &apos;), an ENVELOPE whose HEADER asks to
 * "Import Data", a REQUESTDESC naming the company, and REQUESTDATA holding only TALLYMESSAGEs of LEDGER
 * masters and VOUCHERs; each voucher dated YYYYMMDD, its ledger entries naming ledgers the file creates,
 * debits negative with ISDEEMEDPOSITIVE Yes, and summing to zero. Returns the vouchers read.
 */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([a-z]+);|&/g, (whole, name: string | undefined) => {
    if (!name || !(name in ENTITIES)) throw new Error(`a bare & or unknown entity: ${whole}`);
    return ENTITIES[name]!;
  });
}

export function parseXml(xml: string): XmlNode {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const root: XmlNode = { name: "#document", attributes: {}, children: [], text: "" };
  const stack = [root];
  const token = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < body.length && (match = token.exec(body))) {
    at = token.lastIndex;
    const [, closing, name, attrs, selfClosing, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.text += decode(text);
      continue;
    }
    if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
      continue;
    }
    const attributes = Object.fromEntries([...(attrs ?? "").matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, decode(v!)]));
    const node: XmlNode = { name: name!, attributes, children: [], text: "" };
    top.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  if (at !== body.length) throw new Error(`not XML at ${at}: ${body.slice(at, at + 40)}`);
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (root.children.length !== 1) throw new Error("an XML document has one root element");
  return root.children[0]!;
}

const child = (node: XmlNode, name: string) => {
  const found = node.children.filter((c) => c.name === name);
  if (found.length !== 1) throw new Error(`<${node.name}> must hold one <${name}>, holds ${found.length}`);
  return found[0]!;
};
const value = (node: XmlNode, name: string) => child(node, name).text;

export interface TallyVoucher {
  type: string;
  number: string;
  date: string;
  party: string;
  partyGstin: string | null;
  entries: { ledger: string; amount: number }[];
}

export function readTallyImport(xml: string): { company: string; ledgers: Map<string, XmlNode>; vouchers: TallyVoucher[] } {
  const envelope = parseXml(xml);
  if (envelope.name !== "ENVELOPE") throw new Error("the root must be <ENVELOPE>");
  if (value(child(envelope, "HEADER"), "TALLYREQUEST") !== "Import Data") throw new Error("HEADER/TALLYREQUEST must be Import Data");
  const importData = child(child(envelope, "BODY"), "IMPORTDATA");
  const description = child(importData, "REQUESTDESC");
  value(description, "REPORTNAME");
  const company = value(child(description, "STATICVARIABLES"), "SVCURRENTCOMPANY");
  const messages = child(importData, "REQUESTDATA").children;
  const ledgers = new Map<string, XmlNode>();
  const vouchers: TallyVoucher[] = [];
  for (const message of messages) {
    if (message.name !== "TALLYMESSAGE" || message.children.length !== 1)
      throw new Error(`REQUESTDATA holds TALLYMESSAGEs of one object, not <${message.name}>`);
    const object = message.children[0]!;
    if (object.name === "LEDGER") {
      if (object.attributes.NAME !== value(object, "NAME")) throw new Error("a ledger's NAME attribute and element must agree");
      value(object, "PARENT");
      ledgers.set(object.attributes.NAME!, object);
      continue;
    }
    if (object.name !== "VOUCHER") throw new Error(`unexpected <${object.name}>`);
    const type = value(object, "VOUCHERTYPENAME");
    if (object.attributes.VCHTYPE !== type) throw new Error("VCHTYPE must be the voucher type");
    const date = value(object, "DATE");
    if (!/^\d{8}$/.test(date)) throw new Error(`DATE ${date} is not YYYYMMDD`);
    const entries = object.children
      .filter((c) => c.name === "LEDGERENTRIES.LIST")
      .map((entry) => {
        const ledger = value(entry, "LEDGERNAME");
        if (!ledgers.has(ledger)) throw new Error(`ledger ${ledger} is used before it is created`);
        const amount = value(entry, "AMOUNT");
        if (!/^-?\d+\.\d{2}$/.test(amount)) throw new Error(`AMOUNT ${amount} is not rupees with two decimals`);
        const debit = value(entry, "ISDEEMEDPOSITIVE") === "Yes";
        if (debit !== amount.startsWith("-")) throw new Error(`${ledger}: a debit is negative with ISDEEMEDPOSITIVE Yes`);
        return { ledger, amount: Math.round(Number(amount) * 100) };
      });
    if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0) throw new Error(`voucher ${value(object, "VOUCHERNUMBER")} does not balance`);
    const gstin = object.children.find((c) => c.name === "PARTYGSTIN");
    vouchers.push({
      type,
      number: value(object, "VOUCHERNUMBER"),
      date,
      party: value(object, "PARTYLEDGERNAME"),
      partyGstin: gstin?.text ?? null,
      entries,
    });
  }
  return { company, ledgers, vouchers };
}
