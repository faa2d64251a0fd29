import { Link } from "react-router";
import { footerColumns } from "../site-map.ts";
import { BrandMark } from "./brand-mark.tsx";
import { useBusinessContact } from "../lib/business-contact.ts";

export function SiteFooter() {
  const contact = useBusinessContact();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <Link to="/" className="brand brand--light" aria-label="Investar home">
            <BrandMark />
            <span className="brand__name">Investar</span>
          </Link>
          <p>
            Desktop technical and fundamental analysis software for Indian traders and investors, since 15 years. Charts, scans, screeners
            and portfolio tools for NSE, BSE, NSE F&amp;O, MCX and NCDEX.
          </p>
          <p className="site-footer__contact">
            Support: <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            {contact.supportPhone ? (
              <>
                {" "}
                · <a href={`tel:${contact.supportPhone.tel}`}>{contact.supportPhone.display}</a>
              </>
            ) : null}
          </p>
          {contact.legalName ? (
            <p className="site-footer__contact">
              {contact.legalName}, {contact.addressLines.join(", ")}
            </p>
          ) : null}
        </div>
        {footerColumns.map((column) => (
          <nav key={column.label} className="site-footer__column" aria-label={column.label}>
            <h2 className="site-footer__heading">{column.label}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {contact.tradeName}. Investing in securities markets is subject to market risks; read all related
        documents carefully. Past performance of a signal or scan does not guarantee future results.
      </p>
      <p className="site-footer__legal">
        This product includes GeoLite2 data created by MaxMind, available from <a href="https://www.maxmind.com">https://www.maxmind.com</a>
        .
      </p>
    </footer>
  );
}
